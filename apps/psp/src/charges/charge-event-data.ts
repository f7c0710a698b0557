import type { PspWebhookEvent } from '@sorte/contracts';
import type { ChargeRow } from '../db/schema';

type ChargeEventData = Extract<PspWebhookEvent, { type: 'charge.paid' }>['data'];

/** A charge event's data; `amountMinor` is what was paid (charge.paid) or asked (charge.expired). */
export function chargeEventData(
  charge: ChargeRow,
  amountMinor: number,
  occurredAt: Date,
): ChargeEventData {
  return {
    chargeId: charge.id,
    merchantOrderId: charge.merchantOrderId,
    amount: amountMinor,
    currency: charge.currency,
    method: charge.method,
    occurredAt: occurredAt.toISOString(),
  };
}
