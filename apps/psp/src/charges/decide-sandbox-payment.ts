import type { ChargeRow } from '../db/schema';

export type SandboxPaymentDecision =
  | { kind: 'accept' }
  /** The charge ran out before anyone noticed: expire it now, and refuse the payment. */
  | { kind: 'expire_now' }
  | { kind: 'refuse'; code: 'charge_paid' | 'charge_expired' | 'payment_in_progress' };

/** Whether a player's (simulated) payment may be taken for this charge now. */
export function decideSandboxPayment(
  charge: Pick<ChargeRow, 'status' | 'paymentSubmittedAt' | 'expiresAt'>,
  nowMs: number,
): SandboxPaymentDecision {
  if (charge.status === 'paid') return { kind: 'refuse', code: 'charge_paid' };
  if (charge.status === 'expired') return { kind: 'refuse', code: 'charge_expired' };
  if (charge.paymentSubmittedAt !== null) return { kind: 'refuse', code: 'payment_in_progress' };
  if (nowMs >= charge.expiresAt.getTime()) return { kind: 'expire_now' };
  return { kind: 'accept' };
}
