import type { Executor } from '../db/database';
import { findById } from '../db/find-by-id';
import { charges } from '../db/schema';
import type { ChargeRow } from '../db/schema';

export function findCharge(executor: Executor, chargeId: string): Promise<ChargeRow | undefined> {
  return findById(executor, charges, chargeId);
}

/** The same, locked FOR UPDATE: a pay, an expiry and the settle loop may reach one charge together. */
export function findChargeForUpdate(
  executor: Executor,
  chargeId: string,
): Promise<ChargeRow | undefined> {
  return findById(executor, charges, chargeId, 'update');
}
