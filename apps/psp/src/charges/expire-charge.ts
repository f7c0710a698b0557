import type { ChargeRow } from '../db/schema';
import type { ServiceDeps } from '../service-deps';
import { findChargeForUpdate } from './find-charge';
import { markChargeExpired } from './mark-charge-expired';

export type ExpireChargeResult =
  | { kind: 'expired'; charge: ChargeRow }
  | {
      kind: 'refused';
      code: 'charge_not_found' | 'charge_paid' | 'charge_expired' | 'payment_in_progress';
    };

/** Sandbox: ends a pending charge now, as if its time had run out (charge.expired). */
export async function expireCharge(
  deps: ServiceDeps,
  chargeId: string,
): Promise<ExpireChargeResult> {
  const result = await deps.db.transaction(async (tx): Promise<ExpireChargeResult> => {
    const charge = await findChargeForUpdate(tx, chargeId);
    if (!charge) return { kind: 'refused', code: 'charge_not_found' };
    if (charge.status === 'paid') return { kind: 'refused', code: 'charge_paid' };
    if (charge.status === 'expired') return { kind: 'refused', code: 'charge_expired' };
    // The player has paid and the money is on its way: it will arrive, so the charge stays.
    if (charge.paymentSubmittedAt !== null) return { kind: 'refused', code: 'payment_in_progress' };
    return { kind: 'expired', charge: await markChargeExpired(tx, charge, deps.nowMs()) };
  });
  if (result.kind === 'expired') deps.onEventsWritten();
  return result;
}
