import type { PspWebhookEvent } from '@sorte/contracts';
import type { DepositOrderStatus } from '../../db/schema';

/** The order a charge event names, as loaded (locked) before deciding. */
export interface ChargeOrderState {
  orderId: string;
  status: DepositOrderStatus;
  amountMinor: number;
  currency: string;
}

export type ChargeEvent = Extract<PspWebhookEvent, { type: 'charge.paid' | 'charge.expired' }>;

export type ChargeEventDecision<Order extends ChargeOrderState> =
  | { action: 'ignore'; outcome: 'ignored:unknown_charge' | 'ignored:already_settled' }
  | { action: 'expire'; order: Order }
  | {
      action: 'review';
      order: Order;
      paidAmountMinor: number;
      paidCurrency: string;
      reason: string;
    }
  | { action: 'credit'; order: Order };

/**
 * What a verified charge event does to its order. Pure: it takes the order as loaded.
 * - An event about a charge we never made, or whose order id differs, changes nothing.
 * - `charge.expired` ends an order still waiting; a paid or reviewed one stays as it is.
 * - `charge.paid` credits the order's exact amount and currency. A payment that arrives after its
 *   order expired is still the player's money and is credited like any other; a different amount
 *   or currency waits for an operator; a paid, reviewed or refunded order is never credited again.
 */
export function decideChargeEvent<Order extends ChargeOrderState>(
  event: ChargeEvent,
  order: Order | null,
): ChargeEventDecision<Order> {
  const { data } = event;
  if (!order || order.orderId !== data.merchantOrderId) {
    return { action: 'ignore', outcome: 'ignored:unknown_charge' };
  }
  if (event.type === 'charge.expired') {
    return order.status === 'pending' || order.status === 'created'
      ? { action: 'expire', order }
      : { action: 'ignore', outcome: 'ignored:already_settled' };
  }
  if (order.status === 'paid' || order.status === 'review' || order.status === 'refunded') {
    return { action: 'ignore', outcome: 'ignored:already_settled' };
  }
  if (data.amount !== order.amountMinor || data.currency !== order.currency) {
    return {
      action: 'review',
      order,
      paidAmountMinor: data.amount,
      paidCurrency: data.currency,
      reason: `paid ${data.amount} ${data.currency}, ordered ${order.amountMinor} ${order.currency}`,
    };
  }
  return { action: 'credit', order };
}
