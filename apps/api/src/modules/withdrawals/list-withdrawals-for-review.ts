import { and, eq, sql } from 'drizzle-orm';
import type { CallData, opsWithdrawals } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { keysetPage } from '../../db/keyset-page';
import { queryRows } from '../../db/query-rows';
import { players, staffAccounts, withdrawalOrders } from '../../db/schema';
import type { WithdrawalStatus } from '../../db/schema';
import { toOpsWithdrawalView } from './to-withdrawal-order-view';

/**
 * Withdrawals for staff, oldest first within a status (those waiting for review by default), with
 * the total amount in that status, so the queue's size and value are in view.
 */
export async function listWithdrawalsForReview(
  db: Database,
  input: { status: WithdrawalStatus; pageSize: number; cursor?: number },
  now: Date = new Date(),
): Promise<CallData<typeof opsWithdrawals>> {
  const paging = keysetPage(withdrawalOrders.id, 'oldest first', input);
  const rows = await db
    .select({
      order: withdrawalOrders,
      playerExternalId: players.externalId,
      reviewerUsername: staffAccounts.username,
    })
    .from(withdrawalOrders)
    .innerJoin(players, eq(players.id, withdrawalOrders.playerId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, withdrawalOrders.reviewedBy))
    .where(and(eq(withdrawalOrders.status, input.status), paging.after))
    .orderBy(paging.orderBy)
    .limit(paging.limit);
  const [total] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount_minor), 0)::text as total from withdrawal_orders where status = ${input.status}`,
  );
  const { page, nextCursor } = paging.cut(rows, (row) => row.order.id);
  return {
    list: page.map((row) =>
      toOpsWithdrawalView(
        {
          ...row.order,
          playerExternalId: row.playerExternalId,
          reviewerUsername: row.reviewerUsername,
        },
        now,
      ),
    ),
    nextCursor,
    totalAmountMinor: Number(total?.total ?? 0),
  };
}
