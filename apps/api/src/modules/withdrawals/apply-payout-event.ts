import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { withdrawalOrders } from '../../db/schema';
import { postTransaction } from '../ledger/post-transaction';
import { withdrawalPaidTransaction } from '../ledger/postings/withdrawal-paid-transaction';
import { decidePayoutEvent } from './decide-payout-event';
import type { PayoutEvent } from './decide-payout-event';
import { endWithdrawalWithRefund } from './end-withdrawal-with-refund';
import { lockWithdrawal } from './lock-withdrawal';

export type PayoutEventOutcome =
  'paid' | 'failed' | 'ignored:unknown_payout' | 'ignored:already_settled';

/**
 * Applies a verified payout event inside the webhook's transaction: lock the withdrawal after its
 * player (decision 0016),
 * decide (decidePayoutEvent), write. Paid: the held amount leaves the pending account for the
 * provider, with the fee and tax quoted. Failed: the whole amount returns to the player, with the
 * provider's reason, so a wrong key can be fixed and the withdrawal asked again.
 */
export async function applyPayoutEvent(
  tx: Transaction,
  event: PayoutEvent,
  now: Date = new Date(),
): Promise<PayoutEventOutcome> {
  const order = await lockWithdrawal(tx, eq(withdrawalOrders.orderId, event.data.merchantPayoutId));
  const decision = decidePayoutEvent(event, order ?? null);
  if (decision.action === 'ignore') return decision.outcome;
  if (decision.action === 'fail') {
    await endWithdrawalWithRefund(
      tx,
      decision.order,
      { status: 'failed', failureReason: decision.reason },
      now,
    );
    return 'failed';
  }
  const paid = await postTransaction(
    tx,
    withdrawalPaidTransaction({
      currency: decision.order.currency,
      orderId: decision.order.orderId,
      amountMinor: decision.order.amountMinor,
      feeMinor: decision.order.feeMinor,
      taxMinor: decision.order.taxMinor,
    }),
  );
  // A duplicate means the payout was booked before and only the record lagged: nothing moves again.
  if (paid.status === 'mismatch' || paid.status === 'insufficient') {
    throw new Error(`payout of withdrawal ${decision.order.orderId} answered ${paid.status}`);
  }
  await tx
    .update(withdrawalOrders)
    .set({
      status: 'paid',
      pspPayoutId: event.data.payoutId,
      sentAt: decision.order.sentAt ?? now,
      paidAt: now,
      updatedAt: now,
    })
    .where(eq(withdrawalOrders.id, decision.order.id));
  return 'paid';
}
