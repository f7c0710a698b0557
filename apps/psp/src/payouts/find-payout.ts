import type { Executor } from '../db/database';
import { findById } from '../db/find-by-id';
import { payouts } from '../db/schema';
import type { PayoutRow } from '../db/schema';

export function findPayout(executor: Executor, payoutId: string): Promise<PayoutRow | undefined> {
  return findById(executor, payouts, payoutId);
}

/** The same, locked FOR UPDATE: the payout loop and a sandbox override may reach one payout together. */
export function findPayoutForUpdate(
  executor: Executor,
  payoutId: string,
): Promise<PayoutRow | undefined> {
  return findById(executor, payouts, payoutId, 'update');
}
