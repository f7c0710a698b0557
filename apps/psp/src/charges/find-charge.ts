import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { charges } from '../db/schema';
import type { ChargeRow } from '../db/schema';

export async function findCharge(
  executor: Executor,
  chargeId: string,
): Promise<ChargeRow | undefined> {
  const [charge] = await executor.select().from(charges).where(eq(charges.id, chargeId)).limit(1);
  return charge;
}

/** The same, locked FOR UPDATE: a pay, an expiry and the settle loop may reach one charge together. */
export async function findChargeForUpdate(
  executor: Executor,
  chargeId: string,
): Promise<ChargeRow | undefined> {
  const [charge] = await executor
    .select()
    .from(charges)
    .where(eq(charges.id, chargeId))
    .limit(1)
    .for('update');
  return charge;
}
