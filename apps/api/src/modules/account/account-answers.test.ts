import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, useTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { fundedPlayerInGame, walletCall } from '../../../test/wallet-client';

const context = useTestApp();

async function accountOf(token: string) {
  const response = await call(context.app, '/v1/bus/accountInfo', {}, token);
  expect(response.statusCode).toBe(200);
  return response.json().data.result;
}

/**
 * Runs SQL the way an operator or another api instance would: on PostgreSQL through a connection
 * of its own, on the embedded database straight into the engine, past every api code path.
 */
async function changeBehindTheApi(ctx: TestContext, statement: string): Promise<void> {
  if (!ctx.databaseUrl) {
    await ctx.database.db.execute(sql.raw(statement));
    return;
  }
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('account answers', () => {
  it('show every bet and win in the very next call', async () => {
    const player = await fundedPlayerInGame(context, 10_000);
    const base = { token: player.gameToken, gameId: 66121, currency: 'BRL' };
    expect((await accountOf(player.token)).accountGold).toBe(10_000);
    for (let round = 0; round < 15; round += 1) {
      const bet = await walletCall(context.app, '/wallet/bet', {
        ...base,
        transactionId: `bet-${round}`,
        roundId: `round-${round}`,
        amount: 100,
      });
      expect((await accountOf(player.token)).accountGold).toBe(bet.json().balance);
      const win = await walletCall(context.app, '/wallet/win', {
        ...base,
        transactionId: `win-${round}`,
        roundId: `round-${round}`,
        amount: round % 3 === 0 ? 250 : 0,
      });
      expect((await accountOf(player.token)).accountGold).toBe(win.json().balance);
    }
    // 15 bets of 100, five wins of 250.
    expect((await accountOf(player.token)).accountGold).toBe(10_000 - 1_500 + 1_250);
    await expectBooksBalanced(context.database.db);
  });

  it('end equal to the ledger when reads race bets', async () => {
    const player = await fundedPlayerInGame(context, 50_000);
    const base = { token: player.gameToken, gameId: 66121, currency: 'BRL' };
    const bets = Array.from({ length: 40 }, (_, index) =>
      walletCall(context.app, '/wallet/bet', {
        ...base,
        transactionId: `race-${index}`,
        roundId: `race-round-${index}`,
        amount: 100,
      }),
    );
    const reads = Array.from({ length: 40 }, () => accountOf(player.token));
    const [betAnswers] = await Promise.all([Promise.all(bets), Promise.all(reads)]);
    expect(betAnswers.every((answer) => answer.json().ok === true)).toBe(true);
    // Reads overtaken by bets were answered but must not have been remembered.
    expect((await accountOf(player.token)).accountGold).toBe(50_000 - 4_000);
    await expectBooksBalanced(context.database.db);
  });

  it('show a change made behind the api, such as an operator’s SQL', async () => {
    const player = await fundedPlayerInGame(context, 0);
    expect((await accountOf(player.token)).preTaskFlag).toBe(0);
    await changeBehindTheApi(
      context,
      `update players set pre_task_flag = 1 where id = ${player.userId}`,
    );
    // On PostgreSQL the news travels over the listening connection, a moment after the commit.
    await expect.poll(async () => (await accountOf(player.token)).preTaskFlag).toBe(1);
  });

  it('never stay stale while the database’s news could be missed', async () => {
    const player = await fundedPlayerInGame(context, 0);
    expect((await accountOf(player.token)).preTaskFlag).toBe(0);
    const feed = context.database.notifications;
    if (context.databaseUrl) {
      // Cut every connection the api holds, as a database restart or a network fault would.
      await changeBehindTheApi(
        context,
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await expect.poll(() => feed.complete).toBe(false);
      // Nothing heard now: answers must come from the database.
      await changeBehindTheApi(
        context,
        `update players set pre_task_flag = 1 where id = ${player.userId}`,
      );
      expect((await accountOf(player.token)).preTaskFlag).toBe(1);
      await expect.poll(() => feed.complete, { timeout: 10_000 }).toBe(true);
    } else {
      // One engine inside the process: its news arrives before the statement answers.
      expect(feed.complete).toBe(true);
      await changeBehindTheApi(
        context,
        `update players set pre_task_flag = 1 where id = ${player.userId}`,
      );
      expect((await accountOf(player.token)).preTaskFlag).toBe(1);
    }
    // Listening again: what was remembered before the gap is gone, and a later change is heard.
    expect((await accountOf(player.token)).preTaskFlag).toBe(1);
    await changeBehindTheApi(
      context,
      `update players set pre_task_flag = 0 where id = ${player.userId}`,
    );
    await expect.poll(async () => (await accountOf(player.token)).preTaskFlag).toBe(0);
  });
});
