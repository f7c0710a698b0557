import { eq } from 'drizzle-orm';
import { getMarket, isMarketCode } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { players, withdrawalOrders } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { recordAudit } from '../staff/record-audit';
import { decideApproval } from './decide-approval';
import { endWithdrawalWithRefund } from './end-withdrawal-with-refund';
import { lockWithdrawal } from './lock-withdrawal';
import { readOpsWithdrawal } from './read-ops-withdrawals';
import type { WithdrawalOrderRow } from './to-withdrawal-order-view';

export type ReviewVerdict = { verdict: 'approve' } | { verdict: 'reject'; reason: string };

/** The market's amount above which a withdrawal needs two approvals, read under the locks. */
async function secondApprovalAboveMinor(tx: Transaction, playerId: number): Promise<number> {
  const [player] = await tx
    .select({ market: players.market })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player || !isMarketCode(player.market)) throw new Error(`player ${playerId} has no market`);
  return getMarket(player.market).withdrawalSecondApprovalAboveMinor;
}

/** Records an approval: the first of two (the order stays in review) or the one that releases it. */
async function approve(
  tx: Transaction,
  order: WithdrawalOrderRow,
  staffId: number,
  now: Date,
): Promise<{ approved: boolean }> {
  const decision = decideApproval({
    amountMinor: order.amountMinor,
    secondApprovalAboveMinor: await secondApprovalAboveMinor(tx, order.playerId),
    firstApprovedBy: order.firstApprovedBy,
    staffId,
  });
  if (decision === 'same_approver') throw new PlayerError('withdrawal_same_approver', 409);
  const first = decision === 'first_approval';
  await tx
    .update(withdrawalOrders)
    .set(
      first
        ? { firstApprovedBy: staffId, firstApprovedAt: now, updatedAt: now }
        : {
            status: 'approved',
            approvedAt: now,
            reviewingAt: order.reviewingAt ?? now,
            reviewedBy: staffId,
            updatedAt: now,
          },
    )
    .where(eq(withdrawalOrders.id, order.id));
  await recordAudit(tx, {
    staffId,
    action: first ? 'withdrawal.first_approve' : 'withdrawal.approve',
    subject: `withdrawal:${order.orderId}`,
    before: { status: order.status, firstApprovedBy: order.firstApprovedBy },
    after: first
      ? { status: order.status, firstApprovedBy: staffId }
      : { status: 'approved', firstApprovedBy: order.firstApprovedBy },
  });
  return { approved: !first };
}

/**
 * A staff member's verdict on a withdrawal waiting for review. The order is locked after its
 * player (decision 0016), so of many verdicts and cancels sent at once each sees what the one
 * before it committed: one releases or ends it and the others are told it is no longer in review.
 * Above the market's second-approval amount an approval is recorded and waits for a second, by a
 * different staff member. Approval sends the payout after commit; rejection gives the whole
 * amount back in the same transaction, with the reason the player will read.
 */
export async function reviewWithdrawal(
  db: Database,
  input: { orderId: string; staffId: number; verdict: ReviewVerdict; now?: Date },
) {
  const now = input.now ?? new Date();
  return moneyTransaction(db, async (tx) => {
    const order = await lockWithdrawal(tx, eq(withdrawalOrders.orderId, input.orderId));
    if (!order) throw new PlayerError('withdrawal_unknown', 404);
    if (order.status !== 'reviewing' && order.status !== 'requested') {
      throw new PlayerError('withdrawal_not_in_review', 409);
    }
    if (input.verdict.verdict === 'approve') {
      const { approved } = await approve(tx, order, input.staffId, now);
      return { order: await readOpsWithdrawal(tx, order.id, now), approved };
    }
    const ended = await endWithdrawalWithRefund(
      tx,
      order,
      { status: 'rejected', reviewedBy: input.staffId, rejectionReason: input.verdict.reason },
      now,
    );
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'withdrawal.reject',
      subject: `withdrawal:${order.orderId}`,
      before: { status: order.status, firstApprovedBy: order.firstApprovedBy },
      after: { status: ended.status, reason: input.verdict.reason },
    });
    return { order: await readOpsWithdrawal(tx, ended.id, now), approved: false };
  });
}
