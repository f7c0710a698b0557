import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { withdrawalOrders } from '../../db/schema';
import { postTransaction } from '../ledger/post-transaction';
import { withdrawalRefundTransaction } from '../ledger/postings/withdrawal-refund-transaction';
import type { WithdrawalOrderRow } from './to-withdrawal-order-view';

export type RefundedEnding =
  | { status: 'rejected'; reviewedBy: number; rejectionReason: string }
  | { status: 'failed'; failureReason: string }
  | { status: 'cancelled' };

/**
 * Ends a withdrawal without a payout and gives the whole held amount back, in the caller's
 * transaction, so the record and the refund are written together or not at all. The refund is
 * keyed by the order: if the ledger already holds it (an earlier ending whose record was lost),
 * nothing is refunded twice and the record is brought in line.
 */
export async function endWithdrawalWithRefund(
  tx: Transaction,
  order: WithdrawalOrderRow,
  ending: RefundedEnding,
  now: Date,
): Promise<WithdrawalOrderRow> {
  const refund = await postTransaction(
    tx,
    withdrawalRefundTransaction({
      playerId: order.playerId,
      currency: order.currency,
      orderId: order.orderId,
      amountMinor: order.amountMinor,
    }),
  );
  if (refund.status === 'mismatch' || refund.status === 'insufficient') {
    throw new Error(`refund of withdrawal ${order.orderId} answered ${refund.status}`);
  }
  const [ended] = await tx
    .update(withdrawalOrders)
    .set({
      status: ending.status,
      endedAt: now,
      updatedAt: now,
      ...(ending.status === 'rejected'
        ? {
            reviewedBy: ending.reviewedBy,
            rejectionReason: ending.rejectionReason,
            reviewingAt: order.reviewingAt ?? now,
          }
        : {}),
      ...(ending.status === 'failed' ? { failureReason: ending.failureReason } : {}),
    })
    .where(eq(withdrawalOrders.id, order.id))
    .returning();
  if (!ended) throw new Error(`withdrawal ${order.orderId} vanished while it ended`);
  return ended;
}
