import { and, eq, isNull, sql } from 'drizzle-orm';
import { payoutDestination } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { withdrawalOrders } from '../../db/schema';
import type { PspClient } from '../psp/psp-client';
import { endWithdrawalWithRefund } from './end-withdrawal-with-refund';
import { lockWithdrawal } from './lock-withdrawal';
import type { WithdrawalOrderRow } from './to-withdrawal-order-view';

export interface PayoutSenderDeps {
  db: Database;
  psp: PspClient;
  /** Where the provider posts the payout's webhooks. */
  callbackUrl: string;
}

export type SendOutcome = 'sent' | 'failed' | 'waiting';

const stillUnaccepted = (order: WithdrawalOrderRow) =>
  and(
    eq(withdrawalOrders.id, order.id),
    eq(withdrawalOrders.status, 'approved'),
    isNull(withdrawalOrders.pspPayoutId),
  );

/**
 * Asks the provider for one approved withdrawal's payout, always with the order id as its
 * merchantPayoutId: the provider answers a payout it already made for that id, so however many
 * senders (passes, api processes, staff retries) ask at once, one payout exists. No lock is held
 * over the HTTP call. Accepted: the order becomes `sent`. Refused: it fails and the whole amount
 * returns to the player. No answer: it stays approved, the attempt counted.
 */
export async function sendPayout(
  deps: PayoutSenderDeps & { log?: { warn: (detail: object, message: string) => void } },
  order: WithdrawalOrderRow,
): Promise<SendOutcome> {
  const result = await deps.psp.createPayout({
    merchantPayoutId: order.orderId,
    amount: order.arrivesMinor,
    currency: order.currency,
    destination: payoutDestination.parse(order.destination),
    callbackUrl: deps.callbackUrl,
  });
  const now = new Date();
  if (result.status === 'unavailable') {
    await deps.db
      .update(withdrawalOrders)
      .set({
        payoutSendAttempts: sql`${withdrawalOrders.payoutSendAttempts} + 1`,
        payoutSendError: result.reason.slice(0, 200),
        updatedAt: now,
      })
      .where(stillUnaccepted(order));
    return 'waiting';
  }
  if (result.status === 'created') {
    await deps.db
      .update(withdrawalOrders)
      .set({ status: 'sent', sentAt: now, pspPayoutId: result.answer.payoutId, updatedAt: now })
      .where(stillUnaccepted(order));
    return 'sent';
  }
  deps.log?.warn({ orderId: order.orderId, code: result.code }, 'payout refused by the provider');
  await moneyTransaction(deps.db, async (tx) => {
    const current = await lockWithdrawal(tx, eq(withdrawalOrders.id, order.id));
    if (current?.status !== 'approved' || current.pspPayoutId !== null) return;
    await endWithdrawalWithRefund(
      tx,
      current,
      { status: 'failed', failureReason: 'provider_refused' },
      now,
    );
  });
  return 'failed';
}
