import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { withdrawalOrders } from '../../db/schema';
import { payoutSendAttemptsMax } from './payout-send-attempts';
import { sendPayout } from './send-payout';
import type { PayoutSenderDeps } from './send-payout';

export type { PayoutSenderDeps } from './send-payout';

/** Approved withdrawals sent per pass at most; the next pass takes the rest. */
const batchSize = 20;

/**
 * Sends every approved withdrawal that has no payout yet to the provider, oldest first (see
 * `sendPayout`). One the provider did not answer stays approved and the next pass asks again, up
 * to `payoutSendAttemptsMax` times; then it waits for staff to retry it.
 */
export async function sendApprovedPayouts(
  deps: PayoutSenderDeps & { log?: { warn: (detail: object, message: string) => void } },
): Promise<{ sent: number; failed: number; waiting: number }> {
  const due = await deps.db
    .select()
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.status, 'approved'),
        isNull(withdrawalOrders.pspPayoutId),
        lt(withdrawalOrders.payoutSendAttempts, payoutSendAttemptsMax),
      ),
    )
    .orderBy(asc(withdrawalOrders.id))
    .limit(batchSize);
  const tally = { sent: 0, failed: 0, waiting: 0 };
  for (const order of due) tally[await sendPayout(deps, order)] += 1;
  return tally;
}
