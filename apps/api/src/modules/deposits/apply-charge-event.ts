import { eq } from 'drizzle-orm';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Transaction } from '../../db/database';
import { depositOrders } from '../../db/schema';
import { creditPaidDeposit } from './credit-paid-deposit';
import { lockDepositOrder } from './lock-deposit-order';
import { decideChargeEvent } from './decide-psp-event';
import type { ChargeEvent } from './decide-psp-event';

export type ChargeEventOutcome =
  'credited' | 'expired' | 'review' | 'ignored:unknown_charge' | 'ignored:already_settled';

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
      await tx
        .update(depositOrders)
        .set({
          status: 'review',
          paidAmountMinor: decision.paidAmountMinor,
          failureReason: decision.reason,
          updatedAt: new Date(),
        })
        .where(eq(depositOrders.id, decision.order.id));
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
