import type { WebhookEventRow } from '../db/schema';
import type { ServiceDeps } from '../service-deps';
import { recordDeliveryAttempt } from './record-delivery-attempt';
import { sendWebhook } from './send-webhook';

/** Each attempt gives the casino this long to answer. */
export const deliveryTimeoutMs = 10_000;

/** One claimed event: one attempt, its outcome stored. Never throws: a failure is retried later. */
export async function deliverEvent(deps: ServiceDeps, event: WebhookEventRow): Promise<void> {
  try {
    const result = await sendWebhook({
      url: event.url,
      body: event.body,
      secret: deps.config.PSP_SECRET,
      nowMs: deps.nowMs(),
      timeoutMs: deliveryTimeoutMs,
    });
    await recordDeliveryAttempt(deps.db, deps.log, { event, result, nowMs: deps.nowMs() });
  } catch (error) {
    // The lease runs out and the event is claimed again.
    deps.log.error({ err: error, eventId: event.id }, 'webhook attempt could not be recorded');
  }
}
