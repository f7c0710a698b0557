import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { InsufficientFundsError, postTransaction } from './post-transaction';
import type { PostResult } from './post-transaction';
import { fundPlayerForTest } from './ledger-test-support';

const context = useTestApp();

async function balanceOf(token: string): Promise<number> {
  const response = await call(context.app, '/v1/bus/accountInfo', {}, token);
  return response.json().data.result.accountGold;
}

function bet(playerId: number, key: string, amountMinor: number) {
  return context.database.db
    .transaction((tx) =>
      postTransaction(tx, {
        idempotencyKey: key,
        kind: 'bet',
        currency: 'BRL',
        postings: [
          { account: { kind: 'player', playerId }, amountMinor: -amountMinor },
          { account: { kind: 'system', name: 'house' }, amountMinor },
        ],
      }),
    )
    .then(
      (result): PostResult | 'insufficient' => result,
      (error: unknown) => {
        if (error instanceof InsufficientFundsError) return 'insufficient';
        throw error;
      },
    );
}

describe('the ledger', () => {
  it('shows a funded balance in login and account info, read from the ledger', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 12_345);
    expect(await balanceOf(player.token)).toBe(12_345);
    await expectBooksBalanced(context.database.db);
  });

  it('moves nothing for the same idempotency key twice and reports a reused key', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 1000);
    const first = await bet(player.userId, 'bet:1', 300);
    const again = await bet(player.userId, 'bet:1', 300);
    const reused = await bet(player.userId, 'bet:1', 400);
    expect(first).toMatchObject({ status: 'posted' });
    expect(again).toMatchObject({ status: 'duplicate' });
    expect(reused).toMatchObject({ status: 'mismatch' });
    expect(await balanceOf(player.token)).toBe(700);
    await expectBooksBalanced(context.database.db);
  });

  it('never lets a player balance go negative, even with many debits at once', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 1000);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) => bet(player.userId, `bet:many:${index}`, 70)),
    );
    const accepted = results.filter((result) => result !== 'insufficient').length;
    expect(accepted).toBe(14);
    expect(await balanceOf(player.token)).toBe(1000 - 14 * 70);
    await expectBooksBalanced(context.database.db);
  });

  it('refuses an unbalanced transaction before writing anything', async () => {
    const player = await loginAsGuest(context.app);
    await expect(
      context.database.db.transaction((tx) =>
        postTransaction(tx, {
          idempotencyKey: 'broken',
          kind: 'adjustment',
          currency: 'BRL',
          postings: [
            { account: { kind: 'player', playerId: player.userId }, amountMinor: 100 },
            { account: { kind: 'system', name: 'house' }, amountMinor: -99 },
          ],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
    expect(await balanceOf(player.token)).toBe(0);
    await expectBooksBalanced(context.database.db);
  });

  it('is backed by the database: a direct write below zero is refused', async () => {
    const player = await loginAsGuest(context.app);
    await expect(
      context.database.db.execute(
        `update ledger_accounts set balance_minor = -1 where player_id = ${player.userId}`,
      ),
    ).rejects.toThrow();
  });
});
