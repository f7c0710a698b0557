import { eq } from 'drizzle-orm';
import { moneyTransaction } from '../../db/money-transaction';
import { withdrawalOrders } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { recordAudit } from '../staff/record-audit';
import { lockWithdrawal } from './lock-withdrawal';
import { readOpsWithdrawal } from './read-ops-withdrawals';
import { sendPayout } from './send-payout';
import type { PayoutSenderDeps } from './send-payout';

/**
 * Staff send an approved payout again now: one the provider never accepted (unreachable, often
 * past the sender's attempts). Under the order's lock it is checked to be approved with no payout
 * yet, its attempts start again and the retry is audited; after commit it is sent with the same
 * merchantPayoutId as every earlier try, so a payout the provider did make (its answer lost) is
 * answered, not made again. A payout that failed at the provider was refunded at once: retrying
 * it would pay money the player already has back, so it is refused (`withdrawal_not_retryable`).
 */
export async function retryPayout(
  deps: PayoutSenderDeps,
  input: { orderId: string; staffId: number },
) {
  const order = await moneyTransaction(deps.db, async (tx) => {
    const locked = await lockWithdrawal(tx, eq(withdrawalOrders.orderId, input.orderId));
    if (!locked) throw new PlayerError('withdrawal_unknown', 404);
    if (locked.status !== 'approved' || locked.pspPayoutId !== null) {
      throw new PlayerError('withdrawal_not_retryable', 409);
    }
    await tx
      .update(withdrawalOrders)
      .set({ payoutSendAttempts: 0, updatedAt: new Date() })
      .where(eq(withdrawalOrders.id, locked.id));
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'withdrawal.retry_payout',
      subject: `withdrawal:${locked.orderId}`,
      before: { status: locked.status, payoutSendAttempts: locked.payoutSendAttempts },
      after: { status: locked.status, payoutSendAttempts: 0 },
    });
    return locked;
  });
  await sendPayout(deps, order);
  return {
    order: await deps.db.transaction((tx) => readOpsWithdrawal(tx, order.id, new Date())),
  };
}
