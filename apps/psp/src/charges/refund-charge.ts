import { eq } from 'drizzle-orm';
import type { CreateRefundBody, RefundAnswer } from '@sorte/contracts';
import { charges } from '../db/schema';
import type { ChargeRow } from '../db/schema';
import { newRefundId } from '../ids/new-ids';
import type { ServiceDeps } from '../service-deps';
import { findChargeForUpdate } from './find-charge';

export type RefundChargeResult =
  | { kind: 'refunded'; answer: RefundAnswer }
  | {
      kind: 'refused';
      code: 'charge_not_found' | 'charge_not_paid' | 'charge_refunded' | 'refund_amount_mismatch';
    };

function toRefundAnswer(charge: ChargeRow): RefundAnswer {
  if (!charge.refundId || !charge.merchantRefundId || !charge.refundedAt) {
    throw new Error(`charge ${charge.id} has no refund`);
  }
  return {
    refundId: charge.refundId,
    merchantRefundId: charge.merchantRefundId,
    chargeId: charge.id,
    amount: charge.paidAmountMinor ?? charge.amountMinor,
    currency: charge.currency,
    status: 'refunded',
    refundedAt: charge.refundedAt.toISOString(),
  };
}

/**
 * Gives a paid charge back to the payer, whole: the amount they paid, in the charge's currency.
 * The sandbox settles a refund at once. Locked FOR UPDATE, so of two refunds asked together one
 * is made; the same merchantRefundId again answers it, another one is refused.
 */
export async function refundCharge(
  deps: ServiceDeps,
  chargeId: string,
  body: CreateRefundBody,
): Promise<RefundChargeResult> {
  return deps.db.transaction(async (tx): Promise<RefundChargeResult> => {
    const charge = await findChargeForUpdate(tx, chargeId);
    if (!charge) return { kind: 'refused', code: 'charge_not_found' };
    if (charge.refundId !== null) {
      return charge.merchantRefundId === body.merchantRefundId
        ? { kind: 'refunded', answer: toRefundAnswer(charge) }
        : { kind: 'refused', code: 'charge_refunded' };
    }
    if (charge.status !== 'paid') return { kind: 'refused', code: 'charge_not_paid' };
    const paid = charge.paidAmountMinor ?? charge.amountMinor;
    if (body.amount !== paid || body.currency !== charge.currency) {
      return { kind: 'refused', code: 'refund_amount_mismatch' };
    }
    const now = new Date(deps.nowMs());
    const [refunded] = await tx
      .update(charges)
      .set({
        refundId: newRefundId(),
        merchantRefundId: body.merchantRefundId,
        refundedAt: now,
        updatedAt: now,
      })
      .where(eq(charges.id, charge.id))
      .returning();
    if (!refunded) throw new Error(`charge ${charge.id} vanished while locked`);
    return { kind: 'refunded', answer: toRefundAnswer(refunded) };
  });
}
