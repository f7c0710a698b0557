import { and, asc, eq, isNull } from 'drizzle-orm';
import { payoutDestination } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { withdrawalOrders } from '../../db/schema';
import type { PspClient } from '../psp/psp-client';
import { moneyTransaction } from '../../db/money-transaction';
import { endWithdrawalWithRefund } from './end-withdrawal-with-refund';
import { lockWithdrawal } from './lock-withdrawal';

export interface PayoutSenderDeps {
  db: Database;
  psp: PspClient;
  /** Where the provider posts the payout's webhooks. */
  callbackUrl: string;
}

/** Approved withdrawals sent per pass at most; the next pass takes the rest. */
const batchSize = 20;

/**
 * Sends every approved withdrawal that has no payout yet to the provider, oldest first. No lock
 * is held over the HTTP call: the provider's payouts are idempotent by our order id, so two
 * senders (two api processes) asking for the same payout get the same one. Accepted: the order
 * becomes `sent`. Refused by the provider: it fails and the whole amount returns to the player.
 * No answer: it stays approved and the next pass asks again.
 */
export async function sendApprovedPayouts(
  deps: PayoutSenderDeps & { log?: { warn: (detail: object, message: string) => void } },
): Promise<{ sent: number; failed: number; waiting: number }> {
  const due = await deps.db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.status, 'approved'), isNull(withdrawalOrders.pspPayoutId)))
    .orderBy(asc(withdrawalOrders.id))
    .limit(batchSize);
  const tally = { sent: 0, failed: 0, waiting: 0 };
  for (const order of due) {
    const result = await deps.psp.createPayout({
      merchantPayoutId: order.orderId,
      amount: order.arrivesMinor,
      currency: order.currency,
      destination: payoutDestination.parse(order.destination),
      callbackUrl: deps.callbackUrl,
    });
    if (result.status === 'unavailable') {
      tally.waiting += 1;
      continue;
    }
    const now = new Date();
    if (result.status === 'created') {
      await deps.db
        .update(withdrawalOrders)
        .set({ status: 'sent', sentAt: now, pspPayoutId: result.answer.payoutId, updatedAt: now })
        .where(and(eq(withdrawalOrders.id, order.id), eq(withdrawalOrders.status, 'approved')));
      tally.sent += 1;
      continue;
    }
    deps.log?.warn({ orderId: order.orderId, code: result.code }, 'payout refused by the provider');
    await moneyTransaction(deps.db, async (tx) => {
      const current = await lockWithdrawal(tx, eq(withdrawalOrders.id, order.id));
      if (current?.status !== 'approved') return;
      await endWithdrawalWithRefund(
        tx,
        current,
        { status: 'failed', failureReason: 'provider_refused' },
        now,
      );
    });
    tally.failed += 1;
  }
  return tally;
}
