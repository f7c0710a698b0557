import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { playerRecords } from '../../../test/player-records';
import { fundedPlayerInGame, walletCall } from '../../../test/wallet-client';
import { gameSessions, players } from '../../db/schema';

const context = useTestApp();
const dayMs = 24 * 3600_000;

async function protectionOf(token: string) {
  const response = await call(context.app, '/v1/bus/protection', {}, token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function exclusionRow(playerId: number) {
  const [row] = await context.database.db
    .select({ excludedUntil: players.excludedUntil, exclusionKind: players.exclusionKind })
    .from(players)
    .where(eq(players.id, playerId));
  return row;
}

describe('breaks and self-exclusion', () => {
  it('offer the market’s periods and show a player who is free to play', async () => {
    const br = await loginAsGuest(context.app);
    expect(await protectionOf(br.token)).toEqual({
      excludedUntil: null,
      exclusionKind: null,
      breakDays: [1, 7, 30],
      selfExclusionDays: [30, 90, 180, 365],
      reminderMinutes: 60,
      reminderMinuteChoices: [15, 30, 60],
    });
    const ph = await loginAsGuest(context.app, { market: 'PH' });
    expect((await protectionOf(ph.token)).selfExclusionDays).toEqual([184, 366, 1827]);
  });

  it('stop games and deposits during a break, with its end in the player’s words, writing nothing', async () => {
    const player = await loginAsGuest(context.app);
    const before = Date.now();
    const answer = await call(context.app, '/v1/bus/takeBreak', { days: 1 }, player.token);
    expect(answer.statusCode).toBe(200);
    const status = answer.json().data;
    expect(status.exclusionKind).toBe('break');
    const untilMs = Date.parse(status.excludedUntil);
    expect(untilMs).toBeGreaterThanOrEqual(before + dayMs);
    expect(untilMs).toBeLessThanOrEqual(Date.now() + dayMs);
    expect(await protectionOf(player.token)).toEqual(status);

    const game = await call(context.app, '/game/joinGame', { gameId: 66121 }, player.token);
    expect(game.statusCode).toBe(403);
    expect(game.json().msgCode).toBe('excluded');
    expect(game.json().msg).toMatch(/^Você está em uma pausa do jogo até \d{2}\/\d{2}\/\d{4}/);
    const deposit = await call(context.app, '/charge/create/order', { amount: 1000 }, player.token);
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().msgCode).toBe('excluded');

    const written = await playerRecords(context.database.db, player.userId);
    expect(written.gameSessions).toHaveLength(0);
    expect(written.depositOrders).toHaveLength(0);
  });

  it('end the open game at once: no further bet, but a round already bet on still settles', async () => {
    const player = await fundedPlayerInGame(context, 10_000);
    const base = { token: player.gameToken, gameId: 66121, currency: 'BRL' };
    const bet = await walletCall(context.app, '/wallet/bet', {
      ...base,
      transactionId: 'before-break',
      roundId: 'round-1',
      amount: 500,
    });
    expect(bet.json().ok).toBe(true);

    await call(context.app, '/v1/bus/selfExclude', { days: 30 }, player.token);

    const refused = await walletCall(context.app, '/wallet/bet', {
      ...base,
      transactionId: 'after-break',
      roundId: 'round-2',
      amount: 500,
    });
    expect(refused.json()).toMatchObject({ ok: false });
    const win = await walletCall(context.app, '/wallet/win', {
      ...base,
      transactionId: 'win-1',
      roundId: 'round-1',
      amount: 1_200,
    });
    expect(win.json()).toMatchObject({ ok: true, balance: 10_000 - 500 + 1_200 });
    const account = await call(context.app, '/v1/bus/accountInfo', {}, player.token);
    expect(account.json().data.result.accountGold).toBe(10_700);
    await expectBooksBalanced(context.database.db);
  });

  it('turns a longer break into a self-exclusion when one is asked for, keeping the later end', async () => {
    const player = await loginAsGuest(context.app);
    const onBreak = (
      await call(context.app, '/v1/bus/takeBreak', { days: 30 }, player.token)
    ).json().data;
    const excluded = (
      await call(context.app, '/v1/bus/selfExclude', { days: 30 }, player.token)
    ).json().data;
    expect(excluded.exclusionKind).toBe('self_exclusion');
    expect(Date.parse(excluded.excludedUntil)).toBeGreaterThanOrEqual(
      Date.parse(onBreak.excludedUntil),
    );
  });

  it('can only be made longer: a shorter request leaves the longer one in force', async () => {
    const player = await loginAsGuest(context.app);
    const long = (await call(context.app, '/v1/bus/selfExclude', { days: 90 }, player.token)).json()
      .data;
    const short = await call(context.app, '/v1/bus/takeBreak', { days: 7 }, player.token);
    expect(short.statusCode).toBe(200);
    expect(short.json().data).toEqual(long);
    expect(await exclusionRow(player.userId)).toMatchObject({ exclusionKind: 'self_exclusion' });
  });

  it('refuses a period the market does not offer, and a malformed one, changing nothing', async () => {
    const player = await loginAsGuest(context.app);
    for (const [path, body] of [
      ['/v1/bus/takeBreak', { days: 2 }],
      ['/v1/bus/selfExclude', { days: 7 }],
    ] as const) {
      const answer = await call(context.app, path, body, player.token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        msgCode: 'period_invalid',
        msg: 'Este período não é oferecido. Escolha um dos períodos da lista.',
      });
    }
    const malformed = await call(context.app, '/v1/bus/takeBreak', { days: '7' }, player.token);
    expect(malformed.json().msgCode).toBe('bad_request');
    expect(await exclusionRow(player.userId)).toEqual({ excludedUntil: null, exclusionKind: null });
  });

  it('keeps the longest of several requests sent at once', async () => {
    const player = await loginAsGuest(context.app);
    const answers = await Promise.all([
      call(context.app, '/v1/bus/takeBreak', { days: 7 }, player.token),
      call(context.app, '/v1/bus/selfExclude', { days: 365 }, player.token),
      call(context.app, '/v1/bus/takeBreak', { days: 30 }, player.token),
      call(context.app, '/v1/bus/selfExclude', { days: 30 }, player.token),
    ]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const row = await exclusionRow(player.userId);
    expect(row?.exclusionKind).toBe('self_exclusion');
    expect(row?.excludedUntil?.getTime()).toBeGreaterThan(Date.now() + 364 * dayMs);
  });

  it('remind every 15, 30 or 60 minutes of play, an hour unless the player chooses', async () => {
    const player = await loginAsGuest(context.app);
    const set = await call(context.app, '/v1/bus/setReminder', { minutes: 15 }, player.token);
    expect(set.json().data.reminderMinutes).toBe(15);
    expect((await protectionOf(player.token)).reminderMinutes).toBe(15);
    const never = await call(context.app, '/v1/bus/setReminder', { minutes: 600 }, player.token);
    expect(never.statusCode).toBe(400);
    expect(never.json().msgCode).toBe('period_invalid');
    expect((await protectionOf(player.token)).reminderMinutes).toBe(15);
  });

  it('never leave a live game session behind a break that raced the launch', async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, () => loginAsGuest(context.app)));
    await Promise.all(
      racers.flatMap((player) => [
        call(context.app, '/game/joinGame', { gameId: 66121 }, player.token),
        call(context.app, '/v1/bus/takeBreak', { days: 1 }, player.token),
        call(context.app, '/game/joinGame', { gameId: 66122 }, player.token),
        call(context.app, '/game/joinGame', { gameId: 66123 }, player.token),
      ]),
    );
    for (const player of racers) {
      const live = await context.database.db
        .select()
        .from(gameSessions)
        .where(
          and(eq(gameSessions.playerId, player.userId), gt(gameSessions.expiresAt, new Date())),
        );
      expect(live).toHaveLength(0);
    }
  });
});
