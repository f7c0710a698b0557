import { and, asc, eq, lte } from 'drizzle-orm';
import { payouts } from '../db/schema';
import { settleEachDue } from '../background/settle-each-due';
import type { ServiceDeps } from '../service-deps';
import { decidePayoutOutcome } from './decide-payout-outcome';
import { findPayoutForUpdate } from './find-payout';
import { markPayoutSettled } from './mark-payout-settled';

/** One pass of the payout loop: payouts whose bank answer is due get it. Returns how many. */
export async function settleDuePayouts(deps: ServiceDeps, limit = 50): Promise<number> {
  const now = new Date(deps.nowMs());
  const due = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.status, 'processing'), lte(payouts.settleAt, now)))
    .orderBy(asc(payouts.settleAt))
    .limit(limit);
  return settleEachDue(deps, due, async (tx, id) => {
    const payout = await findPayoutForUpdate(tx, id);
    if (!payout || payout.status !== 'processing' || payout.settleAt > now) return false;
    const outcome = decidePayoutOutcome(payout.destination);
    await markPayoutSettled(tx, payout, { outcome, nowMs: now.getTime() });
    return true;
  });
}
