import type { ServiceDeps } from '../service-deps';
import { claimDueEvents } from './claim-due-events';
import { deliverEvent, deliveryTimeoutMs } from './deliver-event';

/** Longer than an attempt can take, so a live delivery never loses its hold on the event. */
export const deliveryLeaseMs = deliveryTimeoutMs * 6;

/**
 * Claims up to `limit` due events and delivers each on its own: a slow or failing casino
 * endpoint holds up only its own event. Resolves when every started delivery has finished.
 */
export async function deliverDueEvents(deps: ServiceDeps, limit = 20): Promise<number> {
  const events = await claimDueEvents(deps.db, {
    nowMs: deps.nowMs(),
    limit,
    leaseMs: deliveryLeaseMs,
  });
  await Promise.all(events.map((event) => deliverEvent(deps, event)));
  return events.length;
}
