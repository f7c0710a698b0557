import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adultSetup, call, loginAsGuest, useTestApp } from '../../../test/helper';
import { playerRecords } from '../../../test/player-records';
import { players } from '../../db/schema';

const context = useTestApp();

function yearsAgoPlusDays(years: number, days: number): string {
  // Built in UTC from today's São Paulo date, so the boundary case is exact whatever the server's zone.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // On 29 February the same day years ago may not exist: the birthday that has passed is the 28th.
  const sameDay = Date.UTC(year - years, month - 1, day);
  const birthday =
    new Date(sameDay).getUTCMonth() === month - 1
      ? sameDay
      : Date.UTC(year - years, month - 1, day - 1);
  return new Date(birthday + days * 24 * 3600_000).toISOString().slice(0, 10);
}

async function playerRow(playerId: number) {
  const [row] = await context.database.db
    .select({
      username: players.username,
      birthDate: players.birthDate,
      ageConfirmedAt: players.ageConfirmedAt,
      termsAcceptedAt: players.termsAcceptedAt,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row;
}

async function confirm(token: string, body: Record<string, unknown>) {
  const response = await call(context.app, '/user/confirmAge', body, token);
  return { status: response.statusCode, body: response.json() };
}

async function accountOf(token: string) {
  return (await call(context.app, '/v1/bus/accountInfo', {}, token)).json().data.result;
}

describe('the 18+ gate', () => {
  it('stops a player who has not confirmed their age from playing or depositing, and writes nothing', async () => {
    const player = await loginAsGuest(context.app, {}, { ageConfirmed: false });
    expect((await accountOf(player.token)).ageConfirmed).toBe(0);

    const game = await call(context.app, '/game/joinGame', { gameId: 66121 }, player.token);
    expect(game.statusCode).toBe(403);
    expect(game.json()).toMatchObject({
      success: false,
      msgCode: 'age_unconfirmed',
      msg: 'Confirme sua idade primeiro: a Sorte é apenas para maiores de idade.',
    });
    const deposit = await call(context.app, '/charge/create/order', { amount: 1000 }, player.token);
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().msgCode).toBe('age_unconfirmed');

    const written = await playerRecords(context.database.db, player.userId);
    expect(written.gameSessions).toHaveLength(0);
    expect(written.depositOrders).toHaveLength(0);
  });

  it('answers each wrong field with its own message in the player’s language, and records nothing', async () => {
    const player = await loginAsGuest(context.app, {}, { ageConfirmed: false });
    const setup = adultSetup(player.deviceId);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...setup, username: 'ab' },
        'username_invalid',
        'Digite de 3 a 15 caracteres: letras, números, _ . ou -, sem espaços nem emojis.',
      ],
      [
        { ...setup, username: '😀😀😀🎰' },
        'username_invalid',
        'Digite de 3 a 15 caracteres: letras, números, _ . ou -, sem espaços nem emojis.',
      ],
      [
        { ...setup, username: 'x'.repeat(16) },
        'username_invalid',
        'Digite de 3 a 15 caracteres: letras, números, _ . ou -, sem espaços nem emojis.',
      ],
      [{ ...setup, birthDate: '' }, 'birth_date_missing', 'Selecione sua data de nascimento'],
      [
        { ...setup, birthDate: '2001-02-30' },
        'birth_date_missing',
        'Selecione sua data de nascimento',
      ],
      [
        { ...setup, birthDate: yearsAgoPlusDays(18, 1) },
        'under_age',
        'Disponível apenas para maiores de 18 anos',
      ],
      [
        { ...setup, termsAccepted: false },
        'terms_not_accepted',
        'Confirme sua idade e aceite os termos.',
      ],
    ];
    for (const [body, msgCode, msg] of cases) {
      const answer = await confirm(player.token, body);
      expect(answer.status, msgCode).toBe(400);
      expect(answer.body).toMatchObject({ success: false, msgCode, msg });
    }
    const badShape = await confirm(player.token, { ...setup, termsAccepted: 'yes' });
    expect(badShape.status).toBe(400);
    expect(badShape.body.msgCode).toBe('bad_request');

    expect(await playerRow(player.userId)).toEqual({
      username: '',
      birthDate: null,
      ageConfirmedAt: null,
      termsAcceptedAt: null,
    });
    expect((await accountOf(player.token)).ageConfirmed).toBe(0);
  });

  it('lets an adult in on their 18th birthday: the setup is recorded and games open', async () => {
    const player = await loginAsGuest(context.app, {}, { ageConfirmed: false });
    // Read once, so the account answer is remembered before the setup changes it.
    expect((await accountOf(player.token)).ageConfirmed).toBe(0);
    const birthDate = yearsAgoPlusDays(18, 0);
    const answer = await confirm(player.token, {
      username: '  Tigre_Sortudo ',
      birthDate,
      termsAccepted: true,
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        msg: 'OK',
        msgCode: 'ok',
        data: { username: 'Tigre_Sortudo', birthDate, ageConfirmed: 1 },
      },
    });
    const row = await playerRow(player.userId);
    expect(row).toMatchObject({ username: 'Tigre_Sortudo', birthDate });
    expect(row?.ageConfirmedAt).toBeInstanceOf(Date);
    expect(row?.termsAcceptedAt).toEqual(row?.ageConfirmedAt);
    expect((await accountOf(player.token)).ageConfirmed).toBe(1);

    const again = await call(context.app, '/user/login', {
      loginType: 1,
      deviceId: player.deviceId,
    });
    expect(again.json().data.username).toBe('Tigre_Sortudo');
    const game = await call(
      context.app,
      '/game/joinGame',
      { gameId: 66121 },
      again.json().data.token,
    );
    expect(game.json().success).toBe(true);
  });

  it('accepts the same setup twice but never a changed date of birth', async () => {
    const player = await loginAsGuest(context.app, {}, { ageConfirmed: false });
    const setup = adultSetup(player.deviceId);
    expect((await confirm(player.token, setup)).status).toBe(200);
    expect((await confirm(player.token, setup)).status).toBe(200);
    const changed = await confirm(player.token, { ...setup, birthDate: '1980-01-01' });
    expect(changed.status).toBe(409);
    expect(changed.body.msgCode).toBe('age_already_confirmed');
    expect((await playerRow(player.userId))?.birthDate).toBe(setup.birthDate);
  });

  it('keeps usernames unique whatever their case', async () => {
    const first = await loginAsGuest(context.app, {}, { ageConfirmed: false });
    const second = await loginAsGuest(context.app, {}, { ageConfirmed: false });
    expect((await confirm(first.token, { ...adultSetup(), username: 'Sortudo' })).status).toBe(200);
    const taken = await confirm(second.token, { ...adultSetup(), username: 'SORTUDO' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      msgCode: 'username_taken',
      msg: 'Este nome de usuário já está em uso. Escolha outro.',
    });
    expect(await playerRow(second.userId)).toMatchObject({ username: '', birthDate: null });
  });

  it('takes exactly one of two different setups sent at once, and one of two players racing for a name', async () => {
    const player = await loginAsGuest(context.app, {}, { ageConfirmed: false });
    const setup = adultSetup(player.deviceId);
    const answers = await Promise.all(
      ['1990-01-01', '1991-01-01', '1992-01-01', '1993-01-01'].map((birthDate) =>
        confirm(player.token, { ...setup, birthDate }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.body.msgCode === 'age_already_confirmed'),
    ).toHaveLength(3);
    const winner = answers.find((answer) => answer.status === 200)?.body.data.birthDate;
    expect((await playerRow(player.userId))?.birthDate).toBe(winner);

    const racers = await Promise.all(
      [1, 2, 3].map(() => loginAsGuest(context.app, {}, { ageConfirmed: false })),
    );
    const race = await Promise.all(
      racers.map((racer) => confirm(racer.token, { ...adultSetup(), username: 'SameName' })),
    );
    expect(race.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(race.filter((answer) => answer.body.msgCode === 'username_taken')).toHaveLength(2);
  });

  it('holds Philippine players to PAGCOR’s 21, in English', async () => {
    const player = await loginAsGuest(context.app, { market: 'PH' }, { ageConfirmed: false });
    const twenty = await confirm(player.token, {
      ...adultSetup(player.deviceId),
      birthDate: yearsAgoPlusDays(20, -40),
    });
    expect(twenty.status).toBe(400);
    expect(twenty.body).toMatchObject({
      msgCode: 'under_age',
      msg: 'Only open to users over 21 years old',
    });
    const adult = await confirm(player.token, {
      ...adultSetup(player.deviceId),
      birthDate: yearsAgoPlusDays(22, 0),
    });
    expect(adult.status).toBe(200);
  });
});
