import type { PayoutRow } from '../db/schema';
import type { ServiceDeps } from '../service-deps';
import type { PayoutOutcome } from './decide-payout-outcome';
import { findPayoutForUpdate } from './find-payout';
import { markPayoutSettled } from './mark-payout-settled';

export type ForcePayoutResult =
  | { kind: 'settled'; payout: PayoutRow }
  | { kind: 'refused'; code: 'payout_not_found' | 'payout_settled' };

/** Sandbox: gives a processing payout the outcome a tester chose, now. */
export async function forcePayoutOutcome(
  deps: ServiceDeps,
  payoutId: string,
  outcome: PayoutOutcome,
): Promise<ForcePayoutResult> {
  const result = await deps.db.transaction(async (tx): Promise<ForcePayoutResult> => {
    const payout = await findPayoutForUpdate(tx, payoutId);
    if (!payout) return { kind: 'refused', code: 'payout_not_found' };
    if (payout.status !== 'processing') return { kind: 'refused', code: 'payout_settled' };
    return {
      kind: 'settled',
      payout: await markPayoutSettled(tx, payout, { outcome, nowMs: deps.nowMs() }),
    };
  });
  if (result.kind === 'settled') deps.onEventsWritten();
  return result;
}
