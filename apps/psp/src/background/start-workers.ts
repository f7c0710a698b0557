import { expireOverdueCharges } from '../charges/expire-overdue-charges';
import { settleDueCharges } from '../charges/settle-due-charges';
import { settleDuePayouts } from '../payouts/settle-due-payouts';
import type { ServiceDeps } from '../service-deps';
import { startDeliveryLoop } from './start-delivery-loop';
import { startLoop } from './start-loop';

export interface Workers {
  /** Wakes the delivery loop: an event was just written. */
  wakeDelivery(): void;
  stop(): Promise<void>;
}

/** How often the loops look for due work; a quarter second keeps the settle delays honest. */
export const workerIntervalMs = 250;

/**
 * The provider's background work: the state loop (payments arriving, charges expiring, payouts
 * answered by the bank) and the webhook delivery loop. State lives in the database, so a restart
 * picks up where the last process stopped.
 */
export function startWorkers(deps: ServiceDeps): Workers {
  const delivery = startDeliveryLoop(deps, { intervalMs: workerIntervalMs, inFlightMax: 16 });
  const state = startLoop({
    name: 'settlement',
    intervalMs: workerIntervalMs,
    log: deps.log,
    pass: async () => {
      await settleDueCharges(deps);
      await expireOverdueCharges(deps);
      await settleDuePayouts(deps);
    },
  });
  return {
    wakeDelivery: () => delivery.wake(),
    async stop() {
      await state.stop();
      await delivery.stop();
    },
  };
}
