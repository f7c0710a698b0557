import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { settleEachDue } from '../background/settle-each-due';
import type { ServiceDeps } from '../service-deps';
import { charges } from '../db/schema';
import { findChargeForUpdate } from './find-charge';
import { markChargeExpired } from './mark-charge-expired';

/**
 * One pass of the expiry loop: pending charges past expiresAt, with no payment on its way, become
 * expired (charge.expired). Returns how many.
 */
export async function expireOverdueCharges(deps: ServiceDeps, limit = 50): Promise<number> {
  const now = new Date(deps.nowMs());
  const due = await deps.db
    .select({ id: charges.id })
    .from(charges)
    .where(
      and(eq(charges.status, 'pending'), isNull(charges.settleAt), lte(charges.expiresAt, now)),
    )
    .orderBy(asc(charges.expiresAt))
    .limit(limit);
  return settleEachDue(deps, due, async (tx, id) => {
    const charge = await findChargeForUpdate(tx, id);
    if (!charge || charge.status !== 'pending' || charge.paymentSubmittedAt !== null) return false;
    if (charge.expiresAt > now) return false;
    await markChargeExpired(tx, charge, now.getTime());
    return true;
  });
}
