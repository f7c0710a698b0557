import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MarketCode } from '@sorte/markets';
import type { CallData, opsWithdrawals } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { keysetPage } from '../../db/keyset-page';
import { players, withdrawalOrders } from '../../db/schema';
import type { WithdrawalStatus } from '../../db/schema';
import { readOpsWithdrawals } from './read-ops-withdrawals';

export interface WithdrawalQueueFilter {
  status: WithdrawalStatus;
  market?: MarketCode;
  amountMinorMin?: number;
  amountMinorMax?: number;
  olderThanHours?: number;
}

/** The conditions of a filter: every one given must hold. */
function conditionsOf(filter: WithdrawalQueueFilter, now: Date): SQL | undefined {
  const requestedBefore =
    filter.olderThanHours === undefined
      ? undefined
      : new Date(now.getTime() - filter.olderThanHours * 3_600_000);
  return and(
    eq(withdrawalOrders.status, filter.status),
    filter.market === undefined ? undefined : eq(players.market, filter.market),
    filter.amountMinorMin === undefined
      ? undefined
      : gte(withdrawalOrders.amountMinor, filter.amountMinorMin),
    filter.amountMinorMax === undefined
      ? undefined
      : lte(withdrawalOrders.amountMinor, filter.amountMinorMax),
    requestedBefore === undefined ? undefined : lte(withdrawalOrders.requestedAt, requestedBefore),
  );
}

/**
 * Withdrawals for staff, oldest first within a stage (those waiting for review by default),
 * narrowed by market, amount and age, with the total amount of all that match, so the queue's
 * size and value are in view.
 */
export async function listWithdrawalsForReview(
  db: Database,
  input: WithdrawalQueueFilter & { pageSize: number; cursor?: number },
  now: Date = new Date(),
): Promise<CallData<typeof opsWithdrawals>> {
  const paging = keysetPage(withdrawalOrders.id, 'oldest first', input);
  const matching = conditionsOf(input, now);
  const rows = await readOpsWithdrawals(
    db,
    { where: and(matching, paging.after), orderBy: paging.orderBy, limit: paging.limit },
    now,
  );
  const [total] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawalOrders.amountMinor}), 0)::text` })
    .from(withdrawalOrders)
    .innerJoin(players, eq(players.id, withdrawalOrders.playerId))
    .where(matching);
  const { page, nextCursor } = paging.cut(rows, (row) => row.id);
  return {
    list: page.map((row) => row.view),
    nextCursor,
    totalAmountMinor: Number(total?.total ?? 0),
  };
}
