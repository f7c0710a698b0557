import { eq } from 'drizzle-orm';
import { charges } from '../db/schema';
import type { ChargeRow } from '../db/schema';
import type { ServiceDeps } from '../service-deps';
import { decideSandboxPayment } from './decide-sandbox-payment';
import { findChargeForUpdate } from './find-charge';
import { markChargeExpired } from './mark-charge-expired';
import { markChargePaid } from './mark-charge-paid';

export interface SandboxPayment {
  /** What the player pays; another amount than the charge's simulates a mismatch. */
  amountMinor?: number;
  /** E-wallet payments: the wallet and mobile number the player paid from. */
  payerWallet?: string;
  payerAccount?: string;
}

export type SubmitPaymentResult =
  | { kind: 'submitted'; charge: ChargeRow }
  | {
      kind: 'refused';
      code: 'charge_not_found' | 'charge_paid' | 'charge_expired' | 'payment_in_progress';
    };

/**
 * The player pays (simulated). The money "arrives" PSP_SETTLE_DELAY_MS later, when the settle
 * loop marks the charge paid and writes charge.paid; with no delay, at once in this transaction.
 */
export async function submitSandboxPayment(
  deps: ServiceDeps,
  chargeId: string,
  payment: SandboxPayment,
): Promise<SubmitPaymentResult> {
  const result = await deps.db.transaction(async (tx): Promise<SubmitPaymentResult> => {
    const charge = await findChargeForUpdate(tx, chargeId);
    if (!charge) return { kind: 'refused', code: 'charge_not_found' };
    const nowMs = deps.nowMs();
    const decision = decideSandboxPayment(charge, nowMs);
    if (decision.kind === 'refuse') return { kind: 'refused', code: decision.code };
    if (decision.kind === 'expire_now') {
      await markChargeExpired(tx, charge, nowMs);
      return { kind: 'refused', code: 'charge_expired' };
    }
    const paidAmountMinor = payment.amountMinor ?? charge.amountMinor;
    const delayMs = deps.config.PSP_SETTLE_DELAY_MS;
    const [submitted] = await tx
      .update(charges)
      .set({
        paymentSubmittedAt: new Date(nowMs),
        settleAt: new Date(nowMs + delayMs),
        paidAmountMinor,
        payerWallet: payment.payerWallet ?? null,
        payerAccount: payment.payerAccount ?? null,
        updatedAt: new Date(nowMs),
      })
      .where(eq(charges.id, charge.id))
      .returning();
    if (!submitted) throw new Error(`charge ${charge.id} vanished while locked`);
    if (delayMs > 0) return { kind: 'submitted', charge: submitted };
    return {
      kind: 'submitted',
      charge: await markChargePaid(tx, submitted, { paidAmountMinor, nowMs }),
    };
  });
  // A payment with no delay and an expiry on the way both wrote an event; waking is cheap.
  deps.onEventsWritten();
  return result;
}
