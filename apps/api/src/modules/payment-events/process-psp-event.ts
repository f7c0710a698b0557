import { eq } from 'drizzle-orm';
import type { PspWebhookEvent } from '@sorte/contracts';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { pspEvents } from '../../db/schema';
import { applyChargeEvent } from '../deposits/apply-charge-event';
import type { ChargeEventOutcome } from '../deposits/apply-charge-event';
import { applyPayoutEvent } from '../withdrawals/apply-payout-event';
import type { PayoutEventOutcome } from '../withdrawals/apply-payout-event';

export type PspEventOutcome = 'duplicate' | ChargeEventOutcome | PayoutEventOutcome;

/**
 * Applies one verified webhook event exactly once. The event id is claimed first in the same
 * transaction as its effect: twenty deliveries of one event queue on that row, one does the work
 * and the rest find it done. Charges belong to deposits, payouts to withdrawals.
 */
export async function processPspEvent(
  db: Database,
  event: PspWebhookEvent,
  complianceProfileOf: (market: MarketCode) => ComplianceProfile,
): Promise<PspEventOutcome> {
  return moneyTransaction(db, async (tx) => {
    const [claimed] = await tx
      .insert(pspEvents)
      .values({ eventId: event.id, type: event.type, outcome: 'processing' })
      .onConflictDoNothing({ target: pspEvents.eventId })
      .returning({ eventId: pspEvents.eventId });
    if (!claimed) return 'duplicate';
    const outcome =
      event.type === 'payout.paid' || event.type === 'payout.failed'
        ? await applyPayoutEvent(tx, event)
        : await applyChargeEvent(tx, event, complianceProfileOf);
    await tx.update(pspEvents).set({ outcome }).where(eq(pspEvents.eventId, event.id));
    return outcome;
  });
}
