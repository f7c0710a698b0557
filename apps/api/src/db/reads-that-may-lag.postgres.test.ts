// Which reads come from the replica (DATABASE_REPLICA_URL, `readsThatMayLag`) and which from the
// primary. Collected on PostgreSQL only (vitest.config.ts). The "replica" here is a second
// throw-away database that holds marker rows the primary never had, and lacks everything the
// primary has: each answer shows which database it was read from.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/helper';
import { testPspSecret } from '../../test/payment-provider';
import { openGame, walletCall } from '../../test/wallet-client';
import { opsCall, readyToWithdraw, requestWithdrawal, signInStaff } from '../../test/withdrawals';
import { readBooks } from '../modules/ledger/read-books';
import { queryRows } from './query-rows';

// The payment provider is unreachable: no payout leaves, the withdrawal stays where it was decided.
const context = useTestApp(
  { PSP_URL: 'http://127.0.0.1:9', PSP_SECRET: testPspSecret },
  { replica: true },
);

/** Balance of the player's account on the replica only, and its one statement line. */
const replicaBalanceMinor = 777;

async function onReplica<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: context.replicaUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Writes on the replica what only it holds: the player (same id as on the primary) with a balance
 * of 777 from one marked deposit posting, and a deposit order `REPLICA<id>`.
 */
async function markReplica(playerId: number): Promise<void> {
  await onReplica(async (client) => {
    await client.query('begin');
    await client.query(
      `insert into players (id, external_id, device_id, market, currency, nick)
       overriding system value values ($1, $2, $2, 'BR', 'BRL', 'replica')`,
      [playerId, `replica-${playerId}`],
    );
    const accounts = await client.query<{ id: string }>(
      `insert into ledger_accounts (code, currency, kind, player_id, balance_minor) values
         ($1, 'BRL', 'player', $2, $3), ($4, 'BRL', 'system', null, 0) returning id`,
      [`player:${playerId}:replica`, playerId, replicaBalanceMinor, `replica:${playerId}`],
    );
    const transaction = await client.query<{ id: string }>(
      `insert into ledger_transactions (idempotency_key, kind, currency, fingerprint, reference)
       values ($1, 'deposit', 'BRL', 'marker', 'on-the-replica') returning id`,
      [`replica:marker:${playerId}`],
    );
    await client.query(
      `insert into ledger_postings (transaction_id, account_id, amount_minor, balance_after_minor)
       values ($1, $2, $4, $4), ($1, $3, -$4::bigint, null)`,
      [transaction.rows[0]?.id, accounts.rows[0]?.id, accounts.rows[1]?.id, replicaBalanceMinor],
    );
    await client.query(
      `insert into deposit_orders (order_id, player_id, currency, amount_minor, giving_rate_bps,
         method, status) values ($1, $2, 'BRL', $3, 0, 'pix', 'created')`,
      [`REPLICA${playerId}`, playerId, replicaBalanceMinor],
    );
    await client.query('commit');
  });
}

/** The SQLSTATE codes along an error's chain of causes. */
function errorCodes(error: unknown): unknown[] {
  const codes: unknown[] = [];
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    codes.push((at as Error & { code?: unknown }).code);
  }
  return codes;
}

describe('reads that may lag, on a replica of their own', () => {
  it('answers histories from the replica and every money decision from the primary', async () => {
    // On the primary: 5000 on the balance, a paid deposit, a payout account.
    const player = await readyToWithdraw(context, 5000);
    await markReplica(player.userId);

    // Decisions read the primary: the replica's 777 could not cover 3000, and it has no payout
    // account at all.
    const account = await call(context.app, '/v1/bus/accountInfo', {}, player.token);
    expect(account.json().data.result.accountGold).toBe(5000);
    const rules = await call(context.app, '/v1/bus/withdrawInfo', {}, player.token);
    expect(rules.json().data.balanceMinor).toBe(5000);
    const created = await requestWithdrawal(context.app, player, 3000);
    expect(created.json().success).toBe(true);
    const orderId: string = created.json().data.order.orderId;
    const progress = await call(
      context.app,
      '/v1/bus/getWithdrawProcess',
      { orderId },
      player.token,
    );
    expect(progress.json().data.order?.orderId).toBe(orderId);

    // One round on the primary, through the wallet the provider calls.
    const gameToken = await openGame(context.app, player.token);
    const round = { token: gameToken, gameId: 66121, currency: 'BRL', roundId: 'replica-round' };
    const bet = { ...round, transactionId: 'replica-bet', amount: 100 };
    expect((await walletCall(context.app, '/wallet/bet', bet)).json().ok).toBe(true);
    const win = { ...round, transactionId: 'replica-win', amount: 0 };
    expect((await walletCall(context.app, '/wallet/win', win)).json().ok).toBe(true);
    const primaryRounds = await queryRows<{ rounds: number }>(
      context.database.db,
      sql`select count(*)::int as rounds from game_rounds`,
    );
    expect(primaryRounds[0]?.rounds).toBe(1);

    // Histories read the replica: its marked line and order, none of the primary's.
    const statement = await call(context.app, '/v1/bus/statement', {}, player.token);
    expect(statement.json().data.items).toEqual([
      expect.objectContaining({
        reference: 'on-the-replica',
        amountMinor: replicaBalanceMinor,
        balanceAfterMinor: replicaBalanceMinor,
      }),
    ]);
    const deposits = await call(context.app, '/charge/order/list', {}, player.token);
    expect(deposits.json().data.list.map((order: { orderId: string }) => order.orderId)).toEqual([
      `REPLICA${player.userId}`,
    ]);
    const withdrawals = await call(context.app, '/v1/bus/getAllWithdrawOrders', {}, player.token);
    expect(withdrawals.json().data.list).toEqual([]);
    const rounds = await call(context.app, '/game/rounds', {}, player.token);
    expect(rounds.json().data.rounds).toEqual([]);
  });

  it('answers the operators’ reports from the replica, and signs staff in on the primary', async () => {
    await readyToWithdraw(context, 4000);
    // Another id than the first test's marker: the primary's ids start again after each test.
    await markReplica(200_001);
    const staffToken = await signInStaff(context);

    const books = await opsCall(context.app, '/ops/books', {}, staffToken);
    const brl = books
      .json()
      .data.currencies.find((books: { currency: string }) => books.currency === 'BRL');
    // The replica's player balances are its markers, not the primary's 4000.
    const onReplica = (await readBooks(context.database.readsThatMayLag)).find(
      (books) => books.currency === 'BRL',
    );
    const onPrimary = (await readBooks(context.database.db)).find(
      (books) => books.currency === 'BRL',
    );
    expect(onPrimary?.playerBalancesMinor).toBe(4000);
    expect(onReplica?.playerBalancesMinor).not.toBe(4000);
    expect(brl).toMatchObject({
      playerBalancesMinor: onReplica?.playerBalancesMinor,
      balanced: true,
    });
  });

  it('refuses a write on the replica’s connections', async () => {
    const refusal = await context.database.readsThatMayLag
      .execute(sql`create table written_on_replica (id int)`)
      .then(() => null)
      .catch((error: unknown) => error);
    // read_only_sql_transaction, as the driver reports it under drizzle's wrapper.
    expect(errorCodes(refusal)).toContain('25006');
  });
});
