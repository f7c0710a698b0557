import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { charges } from '../db/schema';
import type { ChargeRow } from '../db/schema';
import { writeEvent } from '../webhooks/write-event';
import { chargeEventData } from './charge-event-data';

/** Marks a locked pending charge expired and writes charge.expired in the same transaction. */
export async function markChargeExpired(
  tx: Transaction,
  charge: ChargeRow,
  nowMs: number,
): Promise<ChargeRow> {
  const now = new Date(nowMs);
  const [expired] = await tx
    .update(charges)
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where(eq(charges.id, charge.id))
    .returning();
  if (!expired) throw new Error(`charge ${charge.id} vanished while locked`);
  await writeEvent(tx, {
    event: { type: 'charge.expired', data: chargeEventData(expired, expired.amountMinor, now) },
    subjectId: charge.id,
    url: charge.callbackUrl,
    nowMs,
  });
  return expired;
}
