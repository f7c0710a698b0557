import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { payouts } from '../db/schema';
import type { PayoutRow } from '../db/schema';

export async function findPayout(
  executor: Executor,
  payoutId: string,
): Promise<PayoutRow | undefined> {
  const [payout] = await executor.select().from(payouts).where(eq(payouts.id, payoutId)).limit(1);
  return payout;
}

/** The same, locked FOR UPDATE: the payout loop and a sandbox override may reach one payout together. */
export async function findPayoutForUpdate(
  executor: Executor,
  payoutId: string,
): Promise<PayoutRow | undefined> {
  const [payout] = await executor
    .select()
    .from(payouts)
    .where(eq(payouts.id, payoutId))
    .limit(1)
    .for('update');
  return payout;
}
