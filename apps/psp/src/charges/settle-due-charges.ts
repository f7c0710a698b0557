import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { settleEachDue } from '../background/settle-each-due';
import type { ServiceDeps } from '../service-deps';
import { charges } from '../db/schema';
import { findChargeForUpdate } from './find-charge';
import { markChargePaid } from './mark-charge-paid';

/** One pass of the settle loop: charges whose payment has arrived become paid. Returns how many. */
export async function settleDueCharges(deps: ServiceDeps, limit = 50): Promise<number> {
  const now = new Date(deps.nowMs());
  const due = await deps.db
    .select({ id: charges.id })
    .from(charges)
    .where(
      and(eq(charges.status, 'pending'), isNotNull(charges.settleAt), lte(charges.settleAt, now)),
    )
    .orderBy(asc(charges.settleAt))
    .limit(limit);
  return settleEachDue(deps, due, async (tx, id) => {
    const charge = await findChargeForUpdate(tx, id);
    if (!charge || charge.status !== 'pending' || charge.settleAt === null) return false;
    if (charge.settleAt > now || charge.paidAmountMinor === null) return false;
    await markChargePaid(tx, charge, {
      paidAmountMinor: charge.paidAmountMinor,
      nowMs: now.getTime(),
    });
    return true;
  });
}
