import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicPass } from '../background/periodic-pass';
import type { PeriodicPass } from '../background/periodic-pass';
import { sendApprovedPayouts } from './send-approved-payouts';
import type { PayoutSenderDeps } from './send-approved-payouts';

/** `kick` sends now rather than at the next tick (an approval just committed). */
export type PayoutSender = PeriodicPass;

/**
 * Runs `sendApprovedPayouts` every `intervalMs`, and at once when kicked; one pass at a time.
 * Approved withdrawals stay in the database until a pass sends them, so a restart loses nothing.
 */
export function startPayoutSender(
  deps: PayoutSenderDeps & { intervalMs: number; log: FastifyBaseLogger },
): PayoutSender {
  return startPeriodicPass(
    async () => {
      const tally = await sendApprovedPayouts(deps);
      if (tally.sent + tally.failed + tally.waiting > 0) deps.log.info(tally, 'payouts sent');
    },
    deps.intervalMs,
    (error) => deps.log.error({ err: error }, 'payout pass failed'),
  );
}
