import { pspWebhookEvent } from '@sorte/contracts';
import type { PspWebhookEvent } from '@sorte/contracts';
import type { Executor } from '../db/database';
import { webhookEvents } from '../db/schema';
import { newEventId } from '../ids/new-ids';

type EventOf<Type> = Extract<PspWebhookEvent, { type: Type }>;

export type NewEvent = {
  [Type in PspWebhookEvent['type']]: { type: Type; data: EventOf<Type>['data'] };
}[PspWebhookEvent['type']];

/**
 * Writes one webhook event to the outbox, inside the caller's transaction so the event exists if
 * and only if the state change does. The body is serialised once here and sent as is on every
 * attempt. The caller wakes the delivery loop after its commit.
 */
export async function writeEvent(
  executor: Executor,
  options: { event: NewEvent; subjectId: string; url: string; nowMs: number },
): Promise<PspWebhookEvent> {
  // Parsed against the contract: an event the casino cannot read is a bug, caught before it is stored.
  const event = pspWebhookEvent.parse({ id: newEventId(), ...options.event });
  await executor.insert(webhookEvents).values({
    id: event.id,
    type: event.type,
    subjectId: options.subjectId,
    url: options.url,
    body: JSON.stringify(event),
    createdAt: new Date(options.nowMs),
    nextAttemptAt: new Date(options.nowMs),
  });
  return event;
}
