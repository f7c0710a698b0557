import { randomAlphanumeric } from '@sorte/money';

/**
 * Charge ids are "ch_" and 23 letters or digits: without the underscore they are 25 characters,
 * exactly what a static BR Code's txid holds, so the id itself travels in the PIX payment.
 */
export function newChargeId(): string {
  return `ch_${randomAlphanumeric(23)}`;
}

export function newPayoutId(): string {
  return `po_${randomAlphanumeric(24)}`;
}

/** Event ids are what the casino deduplicates webhooks by. */
export function newEventId(): string {
  return `evt_${randomAlphanumeric(32)}`;
}

/** The BR Code txid of a charge: its id without the underscore. */
export function pixTxidOf(chargeId: string): string {
  return chargeId.replace('_', '');
}

export function newRefundId(): string {
  return `rf_${randomAlphanumeric(24)}`;
}
