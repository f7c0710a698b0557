import type { FastifyBaseLogger } from 'fastify';
import { sendApprovedPayouts } from './send-approved-payouts';
import type { PayoutSenderDeps } from './send-approved-payouts';

export interface PayoutSender {
  /** Send now rather than at the next tick (an approval just committed). */
  kick: () => void;
  stop: () => Promise<void>;
}

/**
 * Runs `sendApprovedPayouts` every `intervalMs`, and at once when kicked; one pass at a time. A
 * pass that throws is logged and the next one tries again: approved withdrawals stay in the
 * database until a pass sends them, so a restart loses nothing.
 */
export function startPayoutSender(
  deps: PayoutSenderDeps & { intervalMs: number; log: FastifyBaseLogger },
): PayoutSender {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function pass(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = sendApprovedPayouts(deps)
      .then((tally) => {
        if (tally.sent + tally.failed + tally.waiting > 0) deps.log.info(tally, 'payouts sent');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'payout pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          pass();
        }
      });
  }

  const timer = setInterval(pass, deps.intervalMs);
  timer.unref();
  return {
    kick: pass,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
