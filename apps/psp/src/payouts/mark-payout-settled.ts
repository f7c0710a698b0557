import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { payouts } from '../db/schema';
import type { PayoutRow } from '../db/schema';
import { writeEvent } from '../webhooks/write-event';
import type { PayoutOutcome } from './decide-payout-outcome';

/**
 * Gives a locked processing payout its outcome and writes payout.paid or payout.failed in the
 * same transaction.
 */
export async function markPayoutSettled(
  tx: Transaction,
  payout: PayoutRow,
  options: { outcome: PayoutOutcome; nowMs: number },
): Promise<PayoutRow> {
  const now = new Date(options.nowMs);
  const failureReason = options.outcome.status === 'failed' ? options.outcome.reason : null;
  const [settled] = await tx
    .update(payouts)
    .set({
      status: options.outcome.status,
      failureReason,
      paidAt: options.outcome.status === 'paid' ? now : null,
      failedAt: options.outcome.status === 'failed' ? now : null,
      updatedAt: now,
    })
    .where(eq(payouts.id, payout.id))
    .returning();
  if (!settled) throw new Error(`payout ${payout.id} vanished while locked`);
  const data = {
    payoutId: settled.id,
    merchantPayoutId: settled.merchantPayoutId,
    amount: settled.amountMinor,
    currency: settled.currency,
    failureReason,
    occurredAt: now.toISOString(),
  };
  await writeEvent(tx, {
    event:
      options.outcome.status === 'paid'
        ? { type: 'payout.paid', data }
        : { type: 'payout.failed', data },
    subjectId: settled.id,
    url: settled.callbackUrl,
    nowMs: options.nowMs,
  });
  return settled;
}
