import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { depositOrders } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { lockDepositOrder } from '../deposits/lock-deposit-order';
import { postTransaction } from '../ledger/post-transaction';
import { depositReviewRefundTransaction } from '../ledger/postings/deposit-review-transactions';
import type { PspClient } from '../psp/psp-client';
import { recordAudit } from '../staff/record-audit';
import { holdReviewPayment, paymentOf } from './hold-review-payment';
import { readOpsDeposit } from './read-ops-deposits';

interface RefundInput {
  orderId: string;
  staffId: number;
  reason: string;
}

/**
 * First step, under the player's locks: the deposit is in review, its payment booked into review,
 * and marked as being refunded, so no credit can follow while the provider is asked. A deposit
 * already refunded is answered as it is (null: nothing to ask).
 */
async function startRefund(db: Database, input: RefundInput) {
  return moneyTransaction(db, async (tx) => {
    const order = await lockDepositOrder(tx, eq(depositOrders.orderId, input.orderId));
    if (!order) throw new PlayerError('deposit_unknown', 404);
    if (order.status === 'refunded') return { order, ask: false };
    if (order.status !== 'review') throw new PlayerError('deposit_not_in_review', 409);
    await holdReviewPayment(tx, order);
    if (order.refundRequestedAt === null) {
      await tx
        .update(depositOrders)
        .set({ refundRequestedAt: new Date(), updatedAt: new Date() })
        .where(eq(depositOrders.id, order.id));
    }
    return { order, ask: true };
  });
}

/** Last step, once the provider refunded: the money leaves review for clearing, once, audited. */
async function finishRefund(db: Database, input: RefundInput, refundId: string) {
  return moneyTransaction(db, async (tx) => {
    const order = await lockDepositOrder(tx, eq(depositOrders.orderId, input.orderId));
    if (!order) throw new Error(`deposit ${input.orderId} vanished while refunded`);
    if (order.status === 'refunded') return readOpsDeposit(tx, order.id);
    const payment = paymentOf(order);
    const refund = await postTransaction(
      tx,
      depositReviewRefundTransaction({
        currency: payment.currency,
        orderId: order.orderId,
        amountMinor: payment.amountMinor,
      }),
    );
    if (refund.status !== 'applied')
      throw new Error(`refund of ${order.orderId}: ${refund.status}`);
    const now = new Date();
    await tx
      .update(depositOrders)
      .set({
        status: 'refunded',
        pspRefundId: refundId,
        resolvedBy: input.staffId,
        resolvedAt: now,
        resolutionReason: input.reason,
        updatedAt: now,
      })
      .where(eq(depositOrders.id, order.id));
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'deposit.refund',
      subject: `deposit:${order.orderId}`,
      before: { status: order.status, paidAmountMinor: payment.amountMinor },
      after: {
        status: 'refunded',
        refundedMinor: payment.amountMinor,
        pspRefundId: refundId,
        reason: input.reason,
      },
    });
    return readOpsDeposit(tx, order.id);
  });
}

/**
 * Staff refund a deposit in review through the provider, to the account it was paid from. The
 * provider is asked with no lock held, with the order id as the refund's merchant id, so refunds
 * asked together, or again after a lost answer, are one refund there; then the money leaves
 * review in one ledger movement. The provider unreachable or refusing changes nothing but the
 * mark that keeps the deposit from being credited: ask again.
 */
export async function refundDepositInReview(
  deps: { db: Database; psp: PspClient },
  input: RefundInput,
) {
  const started = await startRefund(deps.db, input);
  if (!started.ask) return { order: await readOpsDeposit(deps.db, started.order.id) };
  const payment = paymentOf(started.order);
  const result = await deps.psp.refundCharge(payment.chargeId, {
    merchantRefundId: started.order.orderId,
    amount: payment.amountMinor,
    currency: payment.currency,
  });
  if (result.status === 'unavailable') throw new PlayerError('provider_unavailable', 503);
  if (result.status === 'refused') throw new PlayerError('provider_refused', 502);
  return { order: await finishRefund(deps.db, input, result.answer.refundId) };
}
