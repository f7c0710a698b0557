import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/helper';
import { expectBooksBalanced } from '../../../test/books';
import { fundedPlayerInGame, walletCall } from '../../../test/wallet-client';
import { gameRounds, gameSessions, ledgerTransactions } from '../../db/schema';
import { fundPlayerForTest } from '../ledger/ledger-test-support';

const context = useTestApp();

async function balanceOf(token: string): Promise<number> {
  return (await call(context.app, '/v1/bus/accountInfo', {}, token)).json().data.result.accountGold;
}

const base = (gameToken: string) => ({ token: gameToken, gameId: 66121, currency: 'BRL' });

describe('wallet API: signatures', () => {
  it('refuses a bad signature or a stale timestamp with 401 and moves nothing', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    const bet = { ...base(player.gameToken), transactionId: 't1', roundId: 'r1', amount: 100 };
    const forged = await walletCall(context.app, '/wallet/bet', bet, {
      secret: 'not-the-secret-at-all',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ ok: false, code: 'INVALID_SIGNATURE' });
    const stale = await walletCall(context.app, '/wallet/bet', bet, {
      timestampMs: Date.now() - 6 * 60_000,
    });
    expect(stale.statusCode).toBe(401);
    const unsigned = await context.app.inject({ method: 'POST', url: '/wallet/bet', payload: bet });
    expect(unsigned.statusCode).toBe(401);
    expect(await balanceOf(player.token)).toBe(1000);
  });

  it('answers malformed bodies with BAD_REQUEST', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    const response = await walletCall(context.app, '/wallet/bet', {
      ...base(player.gameToken),
      transactionId: 't1',
      roundId: 'r1',
      amount: 1.5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });
});

describe('wallet API: a round', () => {
  it('debits a bet, credits a win and answers the balance each time', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    const balance = await walletCall(context.app, '/wallet/balance', base(player.gameToken));
    expect(balance.json()).toMatchObject({ ok: true, balance: 1000, currency: 'BRL' });
    // A server-to-server answer: traced by request id, without the browser security headers.
    expect(balance.headers['x-request-id']).toBeTruthy();
    expect(balance.headers['content-security-policy']).toBeUndefined();
    expect(balance.json().playerId).toMatch(/^[0-9a-f-]{36}$/);
    const bet = await walletCall(context.app, '/wallet/bet', {
      ...base(player.gameToken),
      transactionId: 'b1',
      roundId: 'r1',
      amount: 200,
    });
    expect(bet.json()).toEqual({ ok: true, balance: 800, currency: 'BRL', transactionId: 'b1' });
    const win = await walletCall(context.app, '/wallet/win', {
      ...base(player.gameToken),
      transactionId: 'w1',
      roundId: 'r1',
      amount: 500,
    });
    expect(win.json()).toEqual({ ok: true, balance: 1300, currency: 'BRL', transactionId: 'w1' });
    expect(await balanceOf(player.token)).toBe(1300);
    const [round] = await context.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, 'r1'));
    expect(round).toMatchObject({
      betMinor: 200,
      winMinor: 500,
      status: 'settled',
      balanceBeforeMinor: 1000,
      balanceAfterMinor: 1300,
    });
    await expectBooksBalanced(context.database.db);
  });

  it('refuses a bet larger than the balance with INSUFFICIENT_FUNDS, and the same again on retry', async () => {
    const player = await fundedPlayerInGame(context, 100);
    const bet = { ...base(player.gameToken), transactionId: 'big', roundId: 'r1', amount: 101 };
    const first = await walletCall(context.app, '/wallet/bet', bet);
    expect(first.json()).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 1000);
    const retry = await walletCall(context.app, '/wallet/bet', bet);
    expect(retry.json()).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(player.token)).toBe(1100);
    await expectBooksBalanced(context.database.db);
  });

  it('needs a bet before a win', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    const win = await walletCall(context.app, '/wallet/win', {
      ...base(player.gameToken),
      transactionId: 'w1',
      roundId: 'nobet',
      amount: 500,
    });
    expect(win.json()).toMatchObject({ ok: false, code: 'UNKNOWN_ROUND' });
    expect(await balanceOf(player.token)).toBe(1000);
  });

  it('refuses an unknown game token, and bets on an expired one, but settles wins after expiry', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    const unknown = await walletCall(context.app, '/wallet/bet', {
      ...base('nope'),
      transactionId: 'b0',
      roundId: 'r0',
      amount: 10,
    });
    expect(unknown.json()).toMatchObject({ ok: false, code: 'INVALID_TOKEN' });
    await walletCall(context.app, '/wallet/bet', {
      ...base(player.gameToken),
      transactionId: 'b1',
      roundId: 'r1',
      amount: 100,
    });
    await context.database.db.update(gameSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const lateBet = await walletCall(context.app, '/wallet/bet', {
      ...base(player.gameToken),
      transactionId: 'b2',
      roundId: 'r2',
      amount: 100,
    });
    expect(lateBet.json()).toMatchObject({ ok: false, code: 'INVALID_TOKEN' });
    const win = await walletCall(context.app, '/wallet/win', {
      ...base(player.gameToken),
      transactionId: 'w1',
      roundId: 'r1',
      amount: 250,
    });
    expect(win.json()).toMatchObject({ ok: true, balance: 1150 });
    await expectBooksBalanced(context.database.db);
  });

  it('refuses a game session used for another game or currency', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    const response = await walletCall(context.app, '/wallet/bet', {
      ...base(player.gameToken),
      gameId: 66122,
      transactionId: 'b1',
      roundId: 'r1',
      amount: 10,
    });
    expect(response.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });
});

describe('wallet API: retries and reordering', () => {
  it('answers a repeated bet or win with the first answer and moves money once', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    const bet = { ...base(player.gameToken), transactionId: 'b1', roundId: 'r1', amount: 300 };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => walletCall(context.app, '/wallet/bet', bet)),
    );
    for (const answer of answers)
      expect(answer.json()).toEqual({
        ok: true,
        balance: 700,
        currency: 'BRL',
        transactionId: 'b1',
      });
    const win = { ...base(player.gameToken), transactionId: 'w1', roundId: 'r1', amount: 50 };
    const first = await walletCall(context.app, '/wallet/win', win);
    const again = await walletCall(context.app, '/wallet/win', win);
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(player.token)).toBe(750);
    const mismatch = await walletCall(context.app, '/wallet/bet', { ...bet, amount: 301 });
    expect(mismatch.json()).toMatchObject({ ok: false, code: 'DUPLICATE_MISMATCH' });
    expect(await balanceOf(player.token)).toBe(750);
    await expectBooksBalanced(context.database.db);
  });

  it('rolls back a bet without a win, once, however often the rollback is sent', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    await walletCall(context.app, '/wallet/bet', {
      ...base(player.gameToken),
      transactionId: 'b1',
      roundId: 'r1',
      amount: 400,
    });
    const rollback = {
      ...base(player.gameToken),
      transactionId: 'rb1',
      roundId: 'r1',
      rollbackOf: 'b1',
    };
    const first = await walletCall(context.app, '/wallet/rollback', rollback);
    expect(first.json()).toMatchObject({ ok: true, balance: 1000 });
    await walletCall(context.app, '/wallet/rollback', rollback);
    await walletCall(context.app, '/wallet/rollback', { ...rollback, transactionId: 'rb2' });
    expect(await balanceOf(player.token)).toBe(1000);
    const [round] = await context.database.db.select().from(gameRounds);
    expect(round?.status).toBe('rolled_back');
    const lateWin = await walletCall(context.app, '/wallet/win', {
      ...base(player.gameToken),
      transactionId: 'w1',
      roundId: 'r1',
      amount: 10,
    });
    expect(lateWin.json()).toMatchObject({ ok: false, code: 'UNKNOWN_ROUND' });
    await expectBooksBalanced(context.database.db);
  });

  it('leaves a tombstone when the rollback arrives before its bet, so the late bet is refused', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    const rollback = await walletCall(context.app, '/wallet/rollback', {
      ...base(player.gameToken),
      transactionId: 'rb1',
      roundId: 'r1',
      rollbackOf: 'b1',
    });
    expect(rollback.json()).toMatchObject({ ok: true, balance: 1000 });
    const lateBet = await walletCall(context.app, '/wallet/bet', {
      ...base(player.gameToken),
      transactionId: 'b1',
      roundId: 'r1',
      amount: 400,
    });
    expect(lateBet.json()).toMatchObject({ ok: false, code: 'ALREADY_ROLLED_BACK' });
    expect(await balanceOf(player.token)).toBe(1000);
    await expectBooksBalanced(context.database.db);
  });

  it('will not roll back a round that has a win', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    await walletCall(context.app, '/wallet/bet', {
      ...base(player.gameToken),
      transactionId: 'b1',
      roundId: 'r1',
      amount: 400,
    });
    await walletCall(context.app, '/wallet/win', {
      ...base(player.gameToken),
      transactionId: 'w1',
      roundId: 'r1',
      amount: 100,
    });
    const rollback = await walletCall(context.app, '/wallet/rollback', {
      ...base(player.gameToken),
      transactionId: 'rb1',
      roundId: 'r1',
      rollbackOf: 'b1',
    });
    expect(rollback.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(await balanceOf(player.token)).toBe(700);
    await expectBooksBalanced(context.database.db);
  });

  it('keeps the balance exact when 200 bets race past it: never negative, equal to the accepted bets', async () => {
    const player = await fundedPlayerInGame(context, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        walletCall(context.app, '/wallet/bet', {
          ...base(player.gameToken),
          transactionId: `b${index}`,
          roundId: `r${index}`,
          amount: 70 + (index % 5),
        }),
      ),
    );
    const accepted = answers.map((answer) => answer.json()).filter((answer) => answer.ok);
    const acceptedTotal = answers.reduce(
      (sum, answer, index) => (answer.json().ok ? sum + 70 + (index % 5) : sum),
      0,
    );
    const refused = answers.map((answer) => answer.json()).filter((answer) => !answer.ok);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.every((answer) => answer.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const balance = await balanceOf(player.token);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(10_000 - acceptedTotal);
    expect(balance).toBeLessThan(75);
    const bets = await context.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'bet'));
    expect(bets).toHaveLength(accepted.length);
    await expectBooksBalanced(context.database.db);
  });
});
