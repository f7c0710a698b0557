import type { ServiceDeps } from '../service-deps';
import { claimDueEvents } from '../webhooks/claim-due-events';
import { deliverEvent } from '../webhooks/deliver-event';
import { deliveryLeaseMs } from '../webhooks/deliver-due-events';
import { startLoop } from './start-loop';
import type { Loop } from './start-loop';

/**
 * Delivers due webhook events, each on its own: every tick claims as many events as there are
 * free delivery slots and starts them without waiting for the others, so one casino endpoint that
 * hangs holds up only its own event.
 */
export function startDeliveryLoop(
  deps: ServiceDeps,
  options: { intervalMs: number; inFlightMax: number },
): Loop {
  const inFlight = new Set<Promise<void>>();
  const loop = startLoop({
    name: 'webhook delivery',
    intervalMs: options.intervalMs,
    log: deps.log,
    pass: async () => {
      const free = options.inFlightMax - inFlight.size;
      if (free <= 0) return;
      const events = await claimDueEvents(deps.db, {
        nowMs: deps.nowMs(),
        limit: free,
        leaseMs: deliveryLeaseMs,
      });
      for (const event of events) {
        const delivery = deliverEvent(deps, event).finally(() => {
          inFlight.delete(delivery);
          // A slot is free: more events may be waiting for it.
          loop.wake();
        });
        inFlight.add(delivery);
      }
    },
  });
  return {
    wake: () => loop.wake(),
    async stop() {
      await loop.stop();
      await Promise.all(inFlight);
    },
  };
}
