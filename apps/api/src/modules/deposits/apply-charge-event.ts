import { eq } from 'drizzle-orm';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Transaction } from '../../db/database';
import { depositOrders } from '../../db/schema';
import { creditPaidDeposit } from './credit-paid-deposit';
import { lockDepositOrder } from './lock-deposit-order';
import { decideChargeEvent } from './decide-psp-event';
import type { ChargeEvent, ChargeEventDecision } from './decide-psp-event';
import type { DepositOrderRow } from './lock-deposit-order';
import { postTransaction } from '../ledger/post-transaction';
import { depositReviewHoldTransaction } from '../ledger/postings/deposit-review-transactions';

export type ChargeEventOutcome =
  'credited' | 'expired' | 'review' | 'ignored:unknown_charge' | 'ignored:already_settled';

/**
 * A payment of another amount or currency than its order: its money is booked into review (the
 * books show it arrived and is not yet the player's) and the order waits for staff. A payment the
 * ledger already holds under its charge moves nothing again.
 */
async function holdForReview(
  tx: Transaction,
  chargeId: string,
  decision: Extract<ChargeEventDecision<DepositOrderRow>, { action: 'review' }>,
): Promise<void> {
  const held = await postTransaction(
    tx,
    depositReviewHoldTransaction({
      currency: decision.paidCurrency,
      orderId: decision.order.orderId,
      chargeId,
      amountMinor: decision.paidAmountMinor,
    }),
  );
  if (held.status === 'insufficient') throw new Error(`review hold of ${chargeId} refused`);
  await tx
    .update(depositOrders)
    .set({
      status: 'review',
      paidAmountMinor: decision.paidAmountMinor,
      paidCurrency: decision.paidCurrency,
      failureReason: decision.reason,
      updatedAt: new Date(),
    })
    .where(eq(depositOrders.id, decision.order.id));
}

/**
 * Applies a verified charge event inside the webhook's transaction: lock the order after its
 * player (decision 0016),
 * decide (decideChargeEvent), write.
 */
export async function applyChargeEvent(
  tx: Transaction,
  event: ChargeEvent,
  complianceProfileOf: (market: MarketCode) => ComplianceProfile,
): Promise<ChargeEventOutcome> {
  const order = await lockDepositOrder(tx, eq(depositOrders.pspChargeId, event.data.chargeId));
  const decision = decideChargeEvent(event, order ?? null);
  switch (decision.action) {
    case 'ignore':
      return decision.outcome;
    case 'expire':
      await tx
        .update(depositOrders)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(eq(depositOrders.id, decision.order.id));
      return 'expired';
    case 'review':
      await holdForReview(tx, event.data.chargeId, decision);
      return 'review';
    case 'credit':
      return creditPaidDeposit(
        tx,
        decision.order,
        event.data.chargeId,
        new Date(event.data.occurredAt),
        complianceProfileOf,
      );
  }
}
