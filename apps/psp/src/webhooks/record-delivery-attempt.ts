import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { webhookEvents } from '../db/schema';
import type { WebhookEventRow } from '../db/schema';
import { nextDeliveryAttempt } from './next-delivery-attempt';
import type { SendResult } from './send-webhook';

/** Stores how an attempt went: delivered, or when to try again, or given up (logged). */
export async function recordDeliveryAttempt(
  db: Database,
  log: FastifyBaseLogger,
  options: { event: WebhookEventRow; result: SendResult; nowMs: number },
): Promise<void> {
  const { event, result, nowMs } = options;
  const pending = and(eq(webhookEvents.id, event.id), isNull(webhookEvents.deliveredAt));
  if (result.delivered) {
    await db
      .update(webhookEvents)
      .set({
        deliveredAt: new Date(nowMs),
        lockedUntil: null,
        lastStatusCode: result.statusCode,
        lastError: null,
      })
      .where(pending);
    return;
  }
  const next = nextDeliveryAttempt({
    attempts: event.attempts,
    createdAtMs: event.createdAt.getTime(),
    nowMs,
  });
  const failure = { lockedUntil: null, lastStatusCode: result.statusCode, lastError: result.error };
  if (next.kind === 'give_up') {
    await db
      .update(webhookEvents)
      .set({ ...failure, abandonedAt: new Date(nowMs) })
      .where(pending);
    log.error(
      { eventId: event.id, type: event.type, url: event.url, attempts: event.attempts },
      'webhook given up after 24 hours without a 2xx answer',
    );
    return;
  }
  await db
    .update(webhookEvents)
    .set({ ...failure, nextAttemptAt: new Date(next.atMs) })
    .where(pending);
  log.warn(
    { eventId: event.id, type: event.type, attempts: event.attempts, error: result.error },
    'webhook delivery failed; will retry',
  );
}
