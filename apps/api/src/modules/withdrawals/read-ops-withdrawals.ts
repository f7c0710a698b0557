import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isMarketCode } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { players, staffAccounts, withdrawalOrders } from '../../db/schema';
import { toOpsWithdrawalView } from './to-withdrawal-order-view';

const reviewer = alias(staffAccounts, 'reviewer');
const firstApprover = alias(staffAccounts, 'first_approver');

/**
 * Withdrawals as staff see them, with the player's public id and market and the usernames of who
 * reviewed them: the one read the queue, a verdict and a retry answer with. `shape` narrows it
 * (a filter and a page, or one order).
 */
export async function readOpsWithdrawals(
  db: Database | Transaction,
  shape: { where: SQL | undefined; orderBy?: SQL; limit?: number },
  now: Date,
) {
  const query = db
    .select({
      order: withdrawalOrders,
      playerExternalId: players.externalId,
      market: players.market,
      reviewerUsername: reviewer.username,
      firstApproverUsername: firstApprover.username,
    })
    .from(withdrawalOrders)
    .innerJoin(players, eq(players.id, withdrawalOrders.playerId))
    .leftJoin(reviewer, eq(reviewer.id, withdrawalOrders.reviewedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, withdrawalOrders.firstApprovedBy))
    .where(shape.where)
    .$dynamic();
  if (shape.orderBy) query.orderBy(shape.orderBy);
  if (shape.limit !== undefined) query.limit(shape.limit);
  const rows = await query;
  return rows.map((row) => {
    if (!isMarketCode(row.market)) throw new Error(`player of ${row.order.orderId} has no market`);
    return {
      id: row.order.id,
      view: toOpsWithdrawalView(
        {
          ...row.order,
          playerExternalId: row.playerExternalId,
          market: row.market,
          reviewerUsername: row.reviewerUsername,
          firstApproverUsername: row.firstApproverUsername,
        },
        now,
      ),
    };
  });
}

/** One withdrawal as staff see it, read in the caller's transaction (after its change). */
export async function readOpsWithdrawal(tx: Transaction, orderRowId: number, now: Date) {
  const [row] = await readOpsWithdrawals(tx, { where: eq(withdrawalOrders.id, orderRowId) }, now);
  if (!row) throw new Error(`withdrawal ${orderRowId} vanished`);
  return row.view;
}
