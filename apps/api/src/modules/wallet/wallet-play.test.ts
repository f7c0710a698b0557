import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { openGame, walletCall } from '../../../test/wallet-client';
import { gameRounds, walletCalls } from '../../db/schema';
import { fundPlayerForTest } from '../ledger/ledger-test-support';

// A round in one call (`/wallet/play`): the bet as /wallet/bet would place it, then its win as
// /wallet/win would settle it, each under its own transaction id; retried, raced or half-landed,
// the money moves once.
const context = useTestApp();

async function playerInGame(market: 'BR' | 'PH', fundsMinor: number) {
  const player = await loginAsGuest(context.app, { market });
  const currency = market === 'BR' ? 'BRL' : 'PHP';
  await fundPlayerForTest(context.database.db, player.userId, currency, fundsMinor);
  return { ...player, currency, gameToken: await openGame(context.app, player.token) };
}

type Seated = Awaited<ReturnType<typeof playerInGame>>;

async function balanceOf(player: Seated): Promise<number> {
  const answer = await call(context.app, '/v1/bus/accountInfo', {}, player.token);
  return answer.json().data.result.accountGold;
}

function playBody(player: Seated, roundId: string, betMinor: number, winMinor: number) {
  return {
    token: player.gameToken,
    gameId: 66121,
    currency: player.currency,
    roundId,
    bet: { transactionId: `${roundId}:bet`, amount: betMinor },
    win: { transactionId: `${roundId}:win`, amount: winMinor },
  };
}

const play = (body: ReturnType<typeof playBody>) => walletCall(context.app, '/wallet/play', body);

async function storedRound(roundId: string) {
  const [round] = await context.database.db
    .select()
    .from(gameRounds)
    .where(eq(gameRounds.roundId, roundId));
  return round;
}

async function keptCalls(roundId: string) {
  return context.database.db
    .select({ transactionId: walletCalls.transactionId, action: walletCalls.action })
    .from(walletCalls)
    .where(and(eq(walletCalls.provider, 'games'), eq(walletCalls.roundId, roundId)));
}

describe('wallet API: a round in one call', () => {
  it('takes the bet, pays the win and answers both balances, for players of two markets', async () => {
    const brazilian = await playerInGame('BR', 1_000);
    const filipino = await playerInGame('PH', 5_000);
    const [inReais, inPesos] = await Promise.all([
      play(playBody(brazilian, 'br-1', 300, 750)),
      play(playBody(filipino, 'ph-1', 2_000, 0)),
    ]);
    expect(inReais.statusCode).toBe(200);
    expect(inReais.json()).toEqual({
      ok: true,
      bet: { ok: true, balance: 700, currency: 'BRL', transactionId: 'br-1:bet' },
      win: { ok: true, balance: 1_450, currency: 'BRL', transactionId: 'br-1:win' },
    });
    expect(inPesos.json()).toEqual({
      ok: true,
      bet: { ok: true, balance: 3_000, currency: 'PHP', transactionId: 'ph-1:bet' },
      win: { ok: true, balance: 3_000, currency: 'PHP', transactionId: 'ph-1:win' },
    });
    expect(await balanceOf(brazilian)).toBe(1_450);
    expect(await balanceOf(filipino)).toBe(3_000);
    // Each player's round is their own, settled, with the balances either side of it.
    expect(await storedRound('br-1')).toMatchObject({
      playerId: brazilian.userId,
      currency: 'BRL',
      betMinor: 300,
      winMinor: 750,
      status: 'settled',
      balanceBeforeMinor: 1_000,
      balanceAfterMinor: 1_450,
    });
    expect(await storedRound('ph-1')).toMatchObject({
      playerId: filipino.userId,
      currency: 'PHP',
      status: 'settled',
    });
    expect(await keptCalls('br-1')).toEqual(
      expect.arrayContaining([
        { transactionId: 'br-1:bet', action: 'bet' },
        { transactionId: 'br-1:win', action: 'win' },
      ]),
    );
    await expectBooksBalanced(context.database.db);
  });

  it('sends no win when the bet is refused, and moves nothing', async () => {
    const player = await playerInGame('PH', 100);
    const refused = await play(playBody(player, 'poor-1', 500, 2_000));
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(player)).toBe(100);
    // The refusal is kept under the bet's id (a retry gets it again); the win was never sent.
    expect(await keptCalls('poor-1')).toEqual([{ transactionId: 'poor-1:bet', action: 'bet' }]);
    const again = await play(playBody(player, 'poor-1', 500, 2_000));
    expect(again.json()).toEqual(refused.json());
    await expectBooksBalanced(context.database.db);
  });

  it('refuses a bet and a win under one transaction id, writing nothing', async () => {
    const player = await playerInGame('BR', 1_000);
    const body = playBody(player, 'same-1', 100, 100);
    const response = await play({ ...body, win: { ...body.win, transactionId: 'same-1:bet' } });
    expect(response.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(await keptCalls('same-1')).toEqual([]);
    expect(await balanceOf(player)).toBe(1_000);
  });

  it('answers a retried or raced round as the first time and moves its money once', async () => {
    const players = await Promise.all([
      playerInGame('BR', 10_000),
      playerInGame('PH', 10_000),
      playerInGame('BR', 10_000),
      playerInGame('PH', 10_000),
    ]);
    // Every player's five rounds, each sent three times at once (a provider's timeout and retries).
    const rounds = players.flatMap((player, seat) =>
      Array.from({ length: 5 }, (_, index) =>
        playBody(player, `race-${seat}-${index}`, 100 * (index + 1), index % 2 === 0 ? 250 : 0),
      ),
    );
    const answers = await Promise.all(
      rounds.flatMap((body) => [play(body), play(body), play(body)]),
    );
    for (const [index, body] of rounds.entries()) {
      const copies = answers.slice(index * 3, index * 3 + 3).map((answer) => answer.json());
      expect(copies[0]).toMatchObject({ ok: true, bet: { ok: true }, win: { ok: true } });
      expect(copies[1]).toEqual(copies[0]);
      expect(copies[2]).toEqual(copies[0]);
      expect(await keptCalls(body.roundId)).toHaveLength(2);
    }
    // Stakes 100+200+300+400+500, wins 250 on three of the five: 10,000 - 1,500 + 750.
    for (const player of players) expect(await balanceOf(player)).toBe(9_250);
    await expectBooksBalanced(context.database.db);
  });

  it('finishes a round whose bet landed alone: the bet replays, the win is paid once', async () => {
    const player = await playerInGame('BR', 1_000);
    const body = playBody(player, 'half-1', 400, 900);
    // The bet went through /wallet/bet (or a play whose answer was lost before its win).
    const bet = await walletCall(context.app, '/wallet/bet', {
      token: body.token,
      gameId: body.gameId,
      currency: body.currency,
      roundId: body.roundId,
      ...body.bet,
    });
    expect(bet.json()).toMatchObject({ ok: true, balance: 600 });
    const finished = await play(body);
    expect(finished.json()).toEqual({
      ok: true,
      bet: bet.json(),
      win: { ok: true, balance: 1_500, currency: 'BRL', transactionId: 'half-1:win' },
    });
    expect(await balanceOf(player)).toBe(1_500);
    // A changed round under the same ids is the other request it is: refused, nothing moves.
    const changed = await play({ ...body, bet: { ...body.bet, amount: 401 } });
    expect(changed.json()).toMatchObject({ ok: false, code: 'DUPLICATE_MISMATCH' });
    expect(await balanceOf(player)).toBe(1_500);
    await expectBooksBalanced(context.database.db);
  });

  it('keeps a round with a win from being rolled back, and answers its retry as played', async () => {
    const player = await playerInGame('PH', 1_000);
    const body = playBody(player, 'won-1', 200, 600);
    const played = await play(body);
    const rollback = await walletCall(context.app, '/wallet/rollback', {
      token: body.token,
      gameId: body.gameId,
      currency: body.currency,
      roundId: body.roundId,
      transactionId: 'won-1:rollback',
      rollbackOf: body.bet.transactionId,
    });
    expect(rollback.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect((await play(body)).json()).toEqual(played.json());
    expect(await balanceOf(player)).toBe(1_400);
    await expectBooksBalanced(context.database.db);
  });

  it('refuses an unsigned or malformed round at the door', async () => {
    const player = await playerInGame('BR', 1_000);
    const body = playBody(player, 'door-1', 100, 0);
    const unsigned = await context.app.inject({
      method: 'POST',
      url: '/wallet/play',
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    const withoutWin = await walletCall(context.app, '/wallet/play', { ...body, win: undefined });
    expect(withoutWin.statusCode).toBe(400);
    expect(withoutWin.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(await keptCalls('door-1')).toEqual([]);
    expect(await balanceOf(player)).toBe(1_000);
  });
});

describe('wallet API: a win past what a balance can hold', () => {
  it('is refused, and moves nothing; the largest that fits is paid', async () => {
    const player = await playerInGame('BR', 1_000);
    const response = await play(playBody(player, 'huge-1', 22, Number.MAX_SAFE_INTEGER));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ok: true,
      bet: { ok: true, balance: 978 },
      win: { ok: false, code: 'BAD_REQUEST' },
    });
    // On its own too, however the round is settled.
    const alone = await walletCall(context.app, '/wallet/win', {
      token: player.gameToken,
      gameId: 66121,
      currency: 'BRL',
      roundId: 'huge-1',
      transactionId: 'huge-1:win-again',
      amount: Number.MAX_SAFE_INTEGER - 977,
    });
    expect(alone.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    // The largest win a balance can hold is paid.
    const largest = await walletCall(context.app, '/wallet/win', {
      token: player.gameToken,
      gameId: 66121,
      currency: 'BRL',
      roundId: 'huge-1',
      transactionId: 'huge-1:largest',
      amount: Number.MAX_SAFE_INTEGER - 978,
    });
    expect(largest.json()).toMatchObject({ ok: true, balance: Number.MAX_SAFE_INTEGER });
    await expectBooksBalanced(context.database.db);
  });
});
