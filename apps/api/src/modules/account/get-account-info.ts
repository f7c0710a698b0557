import { and, eq, sql } from 'drizzle-orm';
import type { accountInfo, CallData } from '@sorte/contracts';
import { isCurrencyCode, majorUnitsToMinor } from '@sorte/money';
import type { Database } from '../../db/database';
import { qualified } from '../../db/qualified-column';
import { depositOrders, ledgerAccounts, players, withdrawalOrders } from '../../db/schema';

export type AccountInfoData = CallData<typeof accountInfo>;

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** PGlite answers json columns parsed, node-postgres as text: one shape either way. */
function parseJson<Value>(value: Value | string | null): Value | null {
  return typeof value === 'string' ? (JSON.parse(value) as Value) : value;
}

/**
 * One prepared query per database: the player's flags, cash balance, wagering and deposit figures
 * together. Built once, so the hottest call of the app does not rebuild its SQL each time. The
 * seed's thresholds (deposits of 10 and of 20 whole units) depend on the currency, so they are
 * parameters. The subqueries name the outer `players` row by table (`qualified`), so they stay
 * correlated to it however the select is written.
 */
function prepareAccountRow(db: Database, statementName: string) {
  const player = qualified(players.id);
  const paidOf = sql`${qualified(depositOrders.playerId)} = ${player} and ${depositOrders.status} = 'paid'`;
  return db
    .select({
      currency: players.currency,
      gameActivityFlag: players.gameActivityFlag,
      preTaskFlag: players.preTaskFlag,
      ageConfirmedAt: players.ageConfirmedAt,
      balanceMinor: ledgerAccounts.balanceMinor,
      wageringRemainingMinor: ledgerAccounts.wageringRemainingMinor,
      charge10Count: sql<number>`(select count(*)::int from ${depositOrders} where ${paidOf}
        and ${depositOrders.amountMinor} >= ${sql.placeholder('tenMinor')})`,
      charge20Count: sql<number>`(select count(*)::int from ${depositOrders} where ${paidOf}
        and ${depositOrders.amountMinor} >= ${sql.placeholder('twentyMinor')})`,
      pendingOrder: sql<{ orderId: string; method: string } | null>`(select json_build_object(
        'orderId', ${depositOrders.orderId}, 'method', ${depositOrders.method})
        from ${depositOrders} where ${qualified(depositOrders.playerId)} = ${player}
        and ${depositOrders.status} = 'pending' order by ${depositOrders.id} desc limit 1)`,
      // The seed's withdrawal notices: the player's withdrawal being processed and those that
      // ended in the last day, each with its amount and where it stands.
      withdrawalNotices: sql<
        { orderId: string; amount: number; status: string }[] | string | null
      >`(
        select json_agg(json_build_object('orderId', ${withdrawalOrders.orderId},
          'amount', ${withdrawalOrders.amountMinor}, 'status', ${withdrawalOrders.status})
          order by ${withdrawalOrders.id} desc)
        from ${withdrawalOrders} where ${qualified(withdrawalOrders.playerId)} = ${player}
        and (${withdrawalOrders.status} in ('requested', 'reviewing', 'approved', 'sent')
          or ${withdrawalOrders.updatedAt} > now() - interval '1 day'))`,
    })
    .from(players)
    .leftJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.playerId, players.id), eq(ledgerAccounts.currency, players.currency)),
    )
    .where(eq(players.id, sql.placeholder('playerId')))
    .limit(1)
    .prepare(statementName);
}

/**
 * Prepared by name, PostgreSQL plans the query once per connection (3–4× the uncached answers of
 * an unnamed one, measured by `npm run bench -- account-info`). Behind a transaction pooler
 * (pgbouncer, `npm run scale`) each call may land on another server connection, where a statement
 * named on the first would not exist: there it goes unnamed (node-postgres reads '' so).
 */
function statementNameFor(behindTransactionPooler: boolean): string {
  return behindTransactionPooler ? '' : 'account_info_row';
}

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareAccountRow>>();

export async function getAccountInfo(
  db: Database,
  playerId: number,
  currency: string,
  behindTransactionPooler = false,
): Promise<AccountInfoData> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareAccountRow(db, statementNameFor(behindTransactionPooler));
    preparedByDatabase.set(db, prepared);
  }
  if (!isCurrencyCode(currency)) throw new Error(`player ${playerId} has currency ${currency}`);
  const [player] = await prepared.execute({
    playerId,
    tenMinor: majorUnitsToMinor(10, currency),
    twentyMinor: majorUnitsToMinor(20, currency),
  });
  if (!player) throw new Error(`authenticated player ${playerId} has no row`);
  const pendingOrder = parseJson(player.pendingOrder);
  return {
    result: {
      accountGold: player.balanceMinor ?? 0,
      currency: player.currency,
      cryptoRate: '0',
      gameActivityFlag: asFlag(player.gameActivityFlag),
      charge10Flag: player.charge10Count > 0 ? 1 : 0,
      charge20TotalNum: player.charge20Count,
      processOrderId: pendingOrder?.orderId ?? null,
      payType: pendingOrder?.method ?? null,
      reloginFlag: 0,
      withdrawNoticeInfo: parseJson(player.withdrawalNotices) ?? [],
      preTaskFlag: asFlag(player.preTaskFlag),
      wageringRemainingMinor: player.wageringRemainingMinor ?? 0,
      ageConfirmed: player.ageConfirmedAt ? 1 : 0,
    },
  };
}
