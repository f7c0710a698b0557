import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { useTestApp } from '../../../test/helper';
import { fundedPlayerInGame } from '../../../test/wallet-client';
import { opsCall, signInStaff } from '../../../test/withdrawals';
import { databaseErrorCode } from '../../db/database-error';
import { runWalletBatch, toWalletRequest } from '../wallet/call-wallet-function';
import { readUnattachedRows } from './unattached-rows';

// A posting, a round and a wallet answer point at their transaction, account, player and session
// without a foreign key (decision 0029): the database refuses deleting what they point at, and the
// books check counts any row that points at nothing.
const context = useTestApp();

/** A player who has staked 100 on a round: a transaction, postings, a round and a kept answer. */
async function playerWithARound() {
  const player = await fundedPlayerInGame(context, 10_000);
  const {
    answers: [answer],
  } = await runWalletBatch(context.database.db, [
    {
      fn: 'wallet_bet',
      request: toWalletRequest('wallet_bet', 'games', {
        token: player.gameToken,
        gameId: 66121,
        currency: 'BRL',
        transactionId: `kept-${player.userId}-b`,
        roundId: `kept-${player.userId}-r`,
        amount: 100,
      }),
    },
  ]);
  expect(answer).toMatchObject({ ok: true, balance: 9_900 });
  return player;
}

async function refusalOf(statement: string): Promise<string | undefined> {
  try {
    await context.database.db.execute(sql.raw(statement));
  } catch (error) {
    return databaseErrorCode(error);
  }
  return undefined;
}

describe('rows the wallet points at', () => {
  it('cannot be deleted: transactions, accounts, players and game sessions stay, and nothing changes', async () => {
    const player = await playerWithARound();
    const before = await databaseSnapshot(context.database.db);
    const refusals = [
      await refusalOf(`delete from ledger_transactions`),
      await refusalOf(`delete from ledger_accounts where player_id = ${player.userId}`),
      await refusalOf(`delete from players where id = ${player.userId}`),
      await refusalOf(`delete from game_sessions where player_id = ${player.userId}`),
    ];
    expect(refusals).toEqual(Array(4).fill('42501'));
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
    expect(await readUnattachedRows(context.database.db)).toEqual({
      postings: 0,
      rounds: 0,
      wallet_calls: 0,
    });
  });

  it('are counted by the books check when missing: postings of no transaction or account, rounds of no player or session, an answer of no player', async () => {
    const player = await playerWithARound();
    const other = await playerWithARound();
    // What a writer that skipped its own lookups could leave (the database no longer refuses it).
    const missing = 999_999_999;
    await context.database.db.execute(sql`
      insert into ledger_postings (transaction_id, account_id, amount_minor)
      select ${missing}, account_id, amount_minor from ledger_postings order by id limit 1`);
    await context.database.db.execute(sql`
      insert into ledger_postings (transaction_id, account_id, amount_minor)
      select transaction_id, ${missing}, amount_minor from ledger_postings
      where transaction_id <> ${missing} order by id limit 1`);
    await context.database.db.execute(sql`
      update game_rounds set player_id = ${missing} where player_id = ${player.userId}`);
    await context.database.db.execute(sql`
      update game_rounds set game_session_id = ${missing} where player_id = ${other.userId}`);
    await context.database.db.execute(sql`
      update wallet_calls set player_id = ${missing} where player_id = ${player.userId}`);
    expect(await readUnattachedRows(context.database.db)).toEqual({
      postings: 2,
      rounds: 2,
      wallet_calls: 1,
    });
    // Staff see the same count on the console's ledger check.
    const staff = await signInStaff(context, 'finance');
    const books = (await opsCall(context.app, '/ops/books', {}, staff)).json().data;
    expect(books.unattachedRows).toEqual({ postings: 2, rounds: 2, walletCalls: 1 });
  });
});
