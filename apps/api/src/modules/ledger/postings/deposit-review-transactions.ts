import { playerAccount, systemAccount } from '../ledger-types';
import type { TransactionRequest } from '../ledger-types';

/**
 * A payment that arrived with another amount or currency than its order: booked from the
 * provider's clearing account into `deposits:review`, where it waits for staff, so the books show
 * what is paid and not yet the player's. Keyed by the provider's charge, like a credited deposit:
 * one payment is booked once, as the one or the other.
 */
export function depositReviewHoldTransaction(input: {
  currency: string;
  orderId: string;
  chargeId: string;
  amountMinor: number;
}): TransactionRequest {
  return {
    idempotencyKey: `psp:charge:${input.chargeId}`,
    kind: 'deposit_review',
    currency: input.currency,
    reference: `deposit:${input.orderId}`,
    postings: [
      { account: systemAccount('psp:clearing'), amountMinor: -input.amountMinor },
      { account: systemAccount('deposits:review'), amountMinor: input.amountMinor },
    ],
  };
}

/** Staff credit a deposit in review: what was paid, from review to the player, with its turnover. */
export function depositReviewCreditTransaction(input: {
  playerId: number;
  currency: string;
  orderId: string;
  amountMinor: number;
  wageringAddedMinor: number;
}): TransactionRequest {
  return {
    idempotencyKey: `deposit-review:${input.orderId}:credit`,
    kind: 'deposit',
    currency: input.currency,
    reference: `deposit:${input.orderId}`,
    postings: [
      { account: systemAccount('deposits:review'), amountMinor: -input.amountMinor },
      {
        account: playerAccount(input.playerId),
        amountMinor: input.amountMinor,
        wageringChangeMinor: input.wageringAddedMinor,
      },
    ],
  };
}

/** Staff refund a deposit in review: the provider gives it back, so it leaves review for clearing. */
export function depositReviewRefundTransaction(input: {
  currency: string;
  orderId: string;
  amountMinor: number;
}): TransactionRequest {
  return {
    idempotencyKey: `deposit-review:${input.orderId}:refund`,
    kind: 'deposit_refund',
    currency: input.currency,
    reference: `deposit:${input.orderId}`,
    postings: [
      { account: systemAccount('deposits:review'), amountMinor: -input.amountMinor },
      { account: systemAccount('psp:clearing'), amountMinor: input.amountMinor },
    ],
  };
}
