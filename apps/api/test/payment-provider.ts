import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pspSignatureHeader } from '@sorte/contracts';
import type { PspWebhookEvent } from '@sorte/contracts';
import { signPspHeader } from '@sorte/contracts/signing';

export const testPspSecret = 'sorte-test-psp-secret-0123456789';

/** Posts a webhook event to the api as the provider would: signed over the exact bytes. */
export function deliverWebhook(
  app: FastifyInstance,
  event: PspWebhookEvent,
  options: { secret?: string; nowMs?: number } = {},
): Promise<LightMyRequestResponse> {
  const rawBody = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/webhooks/psp',
    headers: {
      'content-type': 'application/json',
      [pspSignatureHeader]: signPspHeader(
        options.secret ?? testPspSecret,
        rawBody,
        options.nowMs ?? Date.now(),
      ),
    },
    payload: rawBody,
  });
}

export function newEventId(): string {
  return `evt_${randomBytes(12).toString('hex')}`;
}

function chargeEventData(charge: {
  chargeId: string;
  orderId: string;
  amountMinor: number;
  currency?: string;
}) {
  return {
    chargeId: charge.chargeId,
    merchantOrderId: charge.orderId,
    amount: charge.amountMinor,
    currency: charge.currency ?? 'BRL',
    method: 'pix' as const,
    occurredAt: new Date().toISOString(),
  };
}

export function chargePaidEvent(
  charge: { chargeId: string; orderId: string; amountMinor: number; currency?: string },
  eventId = newEventId(),
): PspWebhookEvent {
  return { id: eventId, type: 'charge.paid', data: chargeEventData(charge) };
}

export function chargeExpiredEvent(
  charge: { chargeId: string; orderId: string; amountMinor: number },
  eventId = newEventId(),
): PspWebhookEvent {
  return { id: eventId, type: 'charge.expired', data: chargeEventData(charge) };
}
