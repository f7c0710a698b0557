import { eq } from 'drizzle-orm';
import type { PspWebhookEvent } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { depositOrders, pspEvents } from '../../db/schema';
import { creditPaidDeposit } from './credit-paid-deposit';

export type PspEventOutcome =
  | 'duplicate'
  | 'credited'
  | 'expired'
  | 'review'
  | 'ignored:unknown_charge'
  | 'ignored:already_settled'
  | 'ignored:payouts_not_offered';

/**
 * Applies one verified webhook event exactly once. The event id is claimed first in the same
 * transaction as its effect: twenty deliveries of one event queue on that row, one does the work
 * and the rest find it done.
 */
export async function processPspEvent(
  db: Database,
  event: PspWebhookEvent,
): Promise<PspEventOutcome> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(pspEvents)
      .values({ eventId: event.id, type: event.type, outcome: 'processing' })
      .onConflictDoNothing({ target: pspEvents.eventId })
      .returning({ eventId: pspEvents.eventId });
    if (!claimed) return 'duplicate';

    const outcome = await applyEvent();
    await tx.update(pspEvents).set({ outcome }).where(eq(pspEvents.eventId, event.id));
    return outcome;

    async function applyEvent(): Promise<PspEventOutcome> {
      if (event.type === 'payout.paid' || event.type === 'payout.failed') {
        return 'ignored:payouts_not_offered';
      }
      const { data } = event;
      const [order] = await tx
        .select()
        .from(depositOrders)
        .where(eq(depositOrders.pspChargeId, data.chargeId))
        .for('update');
      if (!order || order.orderId !== data.merchantOrderId) return 'ignored:unknown_charge';

      if (event.type === 'charge.expired') {
        if (order.status !== 'pending' && order.status !== 'created') {
          return 'ignored:already_settled';
        }
        await tx
          .update(depositOrders)
          .set({ status: 'expired', updatedAt: new Date() })
          .where(eq(depositOrders.id, order.id));
        return 'expired';
      }

      // A payment that arrives after its order expired is still the player's money: it is
      // credited like any other. Only a paid or reviewed order is left alone.
      if (order.status === 'paid' || order.status === 'review') return 'ignored:already_settled';
      if (data.amount !== order.amountMinor || data.currency !== order.currency) {
        await tx
          .update(depositOrders)
          .set({
            status: 'review',
            paidAmountMinor: data.amount,
            failureReason: `paid ${data.amount} ${data.currency}, ordered ${order.amountMinor} ${order.currency}`,
            updatedAt: new Date(),
          })
          .where(eq(depositOrders.id, order.id));
        return 'review';
      }
      await creditPaidDeposit(tx, order, data.chargeId, new Date(data.occurredAt));
      return 'credited';
    }
  });
}
