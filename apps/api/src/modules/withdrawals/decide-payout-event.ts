import type { PspWebhookEvent } from '@sorte/contracts';
import type { WithdrawalStatus } from '../../db/schema';

export type PayoutEvent = Extract<PspWebhookEvent, { type: 'payout.paid' | 'payout.failed' }>;

export interface PayoutOrderState {
  orderId: string;
  status: WithdrawalStatus;
  arrivesMinor: number;
  currency: string;
}

export type PayoutEventDecision<Order extends PayoutOrderState> =
  | { action: 'ignore'; outcome: 'ignored:unknown_payout' | 'ignored:already_settled' }
  | { action: 'pay'; order: Order }
  | { action: 'fail'; order: Order; reason: string };

/**
 * What a verified payout event does to its withdrawal. Pure. Only a withdrawal on its way
 * (approved, or sent) can be paid or fail; an event about a payout we never asked for, or of
 * another amount or currency than what was to arrive, changes nothing; a settled one stays as it
 * is, so a repeated or late event never pays or refunds twice.
 */
export function decidePayoutEvent<Order extends PayoutOrderState>(
  event: PayoutEvent,
  order: Order | null,
): PayoutEventDecision<Order> {
  const { data } = event;
  if (
    !order ||
    order.orderId !== data.merchantPayoutId ||
    data.amount !== order.arrivesMinor ||
    data.currency !== order.currency
  ) {
    return { action: 'ignore', outcome: 'ignored:unknown_payout' };
  }
  if (order.status !== 'approved' && order.status !== 'sent') {
    return { action: 'ignore', outcome: 'ignored:already_settled' };
  }
  return event.type === 'payout.paid'
    ? { action: 'pay', order }
    : { action: 'fail', order, reason: data.failureReason ?? 'rejected_by_bank' };
}
