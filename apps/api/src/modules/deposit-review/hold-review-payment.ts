import type { Transaction } from '../../db/database';
import { PlayerError } from '../../http/player-error';
import type { DepositOrderRow } from '../deposits/lock-deposit-order';
import { postTransaction } from '../ledger/post-transaction';
import { depositReviewHoldTransaction } from '../ledger/postings/deposit-review-transactions';

/** What a deposit in review was paid: the amount and currency the provider reported. */
export function paymentOf(order: DepositOrderRow): {
  chargeId: string;
  amountMinor: number;
  currency: string;
} {
  if (order.pspChargeId === null || order.paidAmountMinor === null) {
    throw new Error(`deposit ${order.orderId} in review has no payment`);
  }
  return {
    chargeId: order.pspChargeId,
    amountMinor: order.paidAmountMinor,
    currency: order.paidCurrency ?? order.currency,
  };
}

/**
 * Makes sure the payment of a deposit in review is booked into review before staff move it on:
 * booked when it arrived (`duplicate`), or now for one that went to review before payments were
 * booked there. A charge the ledger holds as another movement (a deposit already credited under
 * it) cannot be resolved here: refused, nothing written (`deposit_payment_in_ledger`).
 */
export async function holdReviewPayment(tx: Transaction, order: DepositOrderRow): Promise<void> {
  const payment = paymentOf(order);
  const held = await postTransaction(
    tx,
    depositReviewHoldTransaction({ ...payment, orderId: order.orderId }),
  );
  if (held.status === 'mismatch') throw new PlayerError('deposit_payment_in_ledger', 409);
  if (held.status === 'insufficient') throw new Error(`review hold of ${order.orderId} refused`);
}
