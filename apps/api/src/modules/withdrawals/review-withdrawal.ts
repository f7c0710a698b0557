import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { staffAccounts, players, withdrawalOrders } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { endWithdrawalWithRefund } from './end-withdrawal-with-refund';
import { recordAudit } from '../staff/record-audit';
import { lockWithdrawal } from './lock-withdrawal';
import { toOpsWithdrawalView } from './to-withdrawal-order-view';
import type { WithdrawalOrderRow } from './to-withdrawal-order-view';

export type ReviewVerdict = { verdict: 'approve' } | { verdict: 'reject'; reason: string };

async function opsViewOf(tx: Transaction, order: WithdrawalOrderRow, now: Date) {
  const [player] = await tx
    .select({ externalId: players.externalId })
    .from(players)
    .where(eq(players.id, order.playerId));
  const [reviewer] = order.reviewedBy
    ? await tx
        .select({ username: staffAccounts.username })
        .from(staffAccounts)
        .where(eq(staffAccounts.id, order.reviewedBy))
    : [];
  return toOpsWithdrawalView(
    {
      ...order,
      playerExternalId: player?.externalId ?? '',
      reviewerUsername: reviewer?.username ?? null,
    },
    now,
  );
}

/**
 * A staff member's verdict on a withdrawal waiting for review. The order is locked after its
 * player (decision 0016), so of many verdicts and cancels sent at once exactly one takes effect and
 * the others are told it is no longer in review. Approval sends the payout after commit; rejection gives the whole amount back in the
 * same transaction, with the reason the player will read.
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
    if (input.verdict.verdict === 'reject') {
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
        before: { status: order.status },
        after: { status: ended.status, reason: input.verdict.reason },
      });
      return { order: await opsViewOf(tx, ended, now), approved: false };
    }
    const [approved] = await tx
      .update(withdrawalOrders)
      .set({
        status: 'approved',
        approvedAt: now,
        reviewingAt: order.reviewingAt ?? now,
        reviewedBy: input.staffId,
        updatedAt: now,
      })
      .where(eq(withdrawalOrders.id, order.id))
      .returning();
    if (!approved) throw new Error(`withdrawal ${order.orderId} vanished while approved`);
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'withdrawal.approve',
      subject: `withdrawal:${order.orderId}`,
      before: { status: order.status },
      after: { status: approved.status },
    });
    return { order: await opsViewOf(tx, approved, now), approved: true };
  });
}
