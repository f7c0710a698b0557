import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { queryRows } from '../../db/query-rows';
import { postTransaction } from './post-transaction';
import type { PostResult } from './post-transaction';
import { fundPlayerForTest } from './ledger-test-support';
import { playerAccount, systemAccount } from './ledger-types';
import type { PostingRequest } from './ledger-types';

const context = useTestApp();

async function balanceOf(token: string): Promise<number> {
  const response = await call(context.app, '/v1/bus/accountInfo', {}, token);
  return response.json().data.result.accountGold;
}

async function wageringOf(playerId: number): Promise<number> {
  const [row] = await queryRows<{ wagering: string }>(
    context.database.db,
    sql`select wagering_remaining_minor::text as wagering from ledger_accounts where player_id = ${playerId}`,
  );
  return Number(row?.wagering);
}

async function movementCount(): Promise<number> {
  const [row] = await queryRows<{ count: string }>(
    context.database.db,
    sql`select (select count(*) from ledger_transactions) + (select count(*) from ledger_postings) as count`,
  );
  return Number(row?.count);
}

function post(key: string, postings: PostingRequest[], kind: 'bet' | 'adjustment' = 'bet') {
  return context.database.db.transaction((tx) =>
    postTransaction(tx, { idempotencyKey: key, kind, currency: 'BRL', postings }),
  );
}

function bet(playerId: number, key: string, amountMinor: number): Promise<PostResult> {
  return post(key, [
    {
      account: playerAccount(playerId),
      amountMinor: -amountMinor,
      wageringChangeMinor: -amountMinor,
    },
    { account: systemAccount('house'), amountMinor },
  ]);
}

/** The database's own words for a refused request (drivers wrap them in a query error). */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? cause.message : String(cause);
  }
  return 'accepted';
}

describe('the ledger’s one writer (ledger_post)', () => {
  it('shows a funded balance in login and account info, read from the ledger', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 12_345);
    expect(await balanceOf(player.token)).toBe(12_345);
    await expectBooksBalanced(context.database.db);
  });

  it('answers applied once, then duplicate for the same request and mismatch for another, moving nothing more', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 1000);
    const first = await bet(player.userId, 'bet:1', 300);
    const movements = await movementCount();
    const again = await bet(player.userId, 'bet:1', 300);
    const reused = await bet(player.userId, 'bet:1', 400);
    expect(first).toMatchObject({ status: 'applied', playerBalances: { [player.userId]: 700 } });
    expect(again).toEqual({
      status: 'duplicate',
      transactionId: first.status === 'applied' ? first.transactionId : -1,
    });
    expect(reused).toMatchObject({ status: 'mismatch' });
    expect(await movementCount()).toBe(movements);
    expect(await balanceOf(player.token)).toBe(700);
    await expectBooksBalanced(context.database.db);
  });

  it('recognises the same request whatever the order of its postings', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 1000);
    await bet(player.userId, 'bet:order', 300);
    const reordered = await post('bet:order', [
      { account: systemAccount('house'), amountMinor: 300 },
      { account: playerAccount(player.userId), amountMinor: -300 },
    ]);
    expect(reordered).toMatchObject({ status: 'duplicate' });
    expect(await balanceOf(player.token)).toBe(700);
  });

  it('recognises a request of three postings in any order, and a changed one as a mismatch', async () => {
    const player = await loginAsGuest(context.app);
    const deposit = (order: number[], bonusMinor: number) => {
      const postings: PostingRequest[] = [
        { account: systemAccount('psp:clearing'), amountMinor: -1000 },
        { account: systemAccount('promotions'), amountMinor: -bonusMinor },
        { account: playerAccount(player.userId), amountMinor: 1000 + bonusMinor },
      ];
      return post(
        'deposit:three',
        order.map((index) => postings[index] as PostingRequest),
        'adjustment',
      );
    };
    expect(await deposit([0, 1, 2], 300)).toMatchObject({ status: 'applied' });
    expect(await deposit([2, 0, 1], 300)).toMatchObject({ status: 'duplicate' });
    expect(await deposit([1, 2, 0], 300)).toMatchObject({ status: 'duplicate' });
    expect(await deposit([0, 1, 2], 301)).toMatchObject({ status: 'mismatch' });
    expect(await balanceOf(player.token)).toBe(1300);
  });

  it('answers insufficient and writes nothing rather than take a balance below zero', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 500);
    const movements = await movementCount();
    expect(await bet(player.userId, 'bet:big', 501)).toEqual({ status: 'insufficient' });
    expect(await movementCount()).toBe(movements);
    // The key is not spent: the same bet can be taken once the money is there.
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 1);
    expect(await bet(player.userId, 'bet:big', 501)).toMatchObject({ status: 'applied' });
    expect(await balanceOf(player.token)).toBe(0);
    await expectBooksBalanced(context.database.db);
  });

  it('never lets a player balance go negative, even with many debits at once', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 1000);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) => bet(player.userId, `bet:many:${index}`, 70)),
    );
    expect(results.filter((result) => result.status === 'applied')).toHaveLength(14);
    expect(results.filter((result) => result.status === 'insufficient')).toHaveLength(26);
    expect(await balanceOf(player.token)).toBe(1000 - 14 * 70);
    await expectBooksBalanced(context.database.db);
  });

  it('applies one of many retries of the same movement sent at once', async () => {
    const player = await loginAsGuest(context.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        fundPlayerForTest(context.database.db, player.userId, 'BRL', 250, 'fund:retried'),
      ),
    );
    expect(results.filter((result) => result.status === 'applied')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'duplicate')).toHaveLength(19);
    expect(await balanceOf(player.token)).toBe(250);
    await expectBooksBalanced(context.database.db);
  });

  it('adds turnover, pays it off by no more than remains, and never below zero', async () => {
    const player = await loginAsGuest(context.app);
    await post(
      'bonus:1',
      [
        { account: systemAccount('promotions'), amountMinor: -1000 },
        { account: playerAccount(player.userId), amountMinor: 1000, wageringChangeMinor: 300 },
      ],
      'adjustment',
    );
    expect(await wageringOf(player.userId)).toBe(300);
    const paidOff = await bet(player.userId, 'bet:w1', 200);
    expect(paidOff).toMatchObject({ wageringChanges: { [player.userId]: -200 } });
    const capped = await bet(player.userId, 'bet:w2', 200);
    expect(capped).toMatchObject({ wageringChanges: { [player.userId]: -100 } });
    expect(await wageringOf(player.userId)).toBe(0);
  });

  it('refuses a transaction that does not balance, or has a zero amount, before writing anything', async () => {
    const player = await loginAsGuest(context.app);
    const movements = await movementCount();
    expect(
      await refusal(
        post('broken', [
          { account: playerAccount(player.userId), amountMinor: 100 },
          { account: systemAccount('house'), amountMinor: -99 },
        ]),
      ),
    ).toMatch(/unbalanced by 1/);
    expect(
      await refusal(
        post('zero', [
          { account: playerAccount(player.userId), amountMinor: 0 },
          { account: systemAccount('house'), amountMinor: 0 },
        ]),
      ),
    ).toMatch(/has no amount/);
    expect(
      await refusal(post('single', [{ account: playerAccount(player.userId), amountMinor: 100 }])),
    ).toMatch(/two or more postings/);
    expect(
      await refusal(
        post('twice', [
          { account: playerAccount(player.userId), amountMinor: 100 },
          { account: playerAccount(player.userId), amountMinor: -100 },
        ]),
      ),
    ).toMatch(/appears twice/);
    expect(await refusal(post(' ', []))).toMatch(/empty idempotency key/);
    expect(await movementCount()).toBe(movements);
    expect(await balanceOf(player.token)).toBe(0);
    await expectBooksBalanced(context.database.db);
  });

  it('fingerprints a transaction as SHA-256 of its canonical text, postings sorted', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 1000, 'fund:fingerprint');
    const [row] = await queryRows<{ fingerprint: string }>(
      context.database.db,
      sql`select fingerprint from ledger_transactions where idempotency_key = 'fund:fingerprint'`,
    );
    const canonical = `deposit|BRL||player:${player.userId}:BRL:cash=1000|psp:clearing:BRL=-1000`;
    expect(row?.fingerprint).toBe(createHash('sha256').update(canonical).digest('hex'));
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
