import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { charges } from '../db/schema';
import type { ChargeRow } from '../db/schema';
import { writeEvent } from '../webhooks/write-event';
import { chargeEventData } from './charge-event-data';

/**
 * Marks a locked pending charge paid with what the player actually paid, and writes charge.paid
 * in the same transaction.
 */
export async function markChargePaid(
  tx: Transaction,
  charge: ChargeRow,
  options: { paidAmountMinor: number; nowMs: number },
): Promise<ChargeRow> {
  const now = new Date(options.nowMs);
  const [paid] = await tx
    .update(charges)
    .set({ status: 'paid', paidAmountMinor: options.paidAmountMinor, paidAt: now, updatedAt: now })
    .where(eq(charges.id, charge.id))
    .returning();
  if (!paid) throw new Error(`charge ${charge.id} vanished while locked`);
  await writeEvent(tx, {
    event: { type: 'charge.paid', data: chargeEventData(paid, options.paidAmountMinor, now) },
    subjectId: charge.id,
    url: charge.callbackUrl,
    nowMs: options.nowMs,
  });
  return paid;
}
