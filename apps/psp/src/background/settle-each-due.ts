import type { Transaction } from '../db/database';
import type { ServiceDeps } from '../service-deps';

/**
 * The body of a background pass: each due row in its own transaction, where settleOne re-reads it
 * under its lock (the list was read without one and may be stale) and says whether it acted. One
 * wake-up for the webhook sender after the pass, when anything wrote an event. Returns how many.
 */
export async function settleEachDue(
  deps: ServiceDeps,
  due: readonly { readonly id: string }[],
  settleOne: (tx: Transaction, id: string) => Promise<boolean>,
): Promise<number> {
  let settled = 0;
  for (const { id } of due) {
    if (await deps.db.transaction((tx) => settleOne(tx, id))) settled += 1;
  }
  if (settled > 0) deps.onEventsWritten();
  return settled;
}
