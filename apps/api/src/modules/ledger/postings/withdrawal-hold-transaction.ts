import { playerAccount, systemAccount } from '../ledger-types';
import type { TransactionRequest } from '../ledger-types';

/**
 * A withdrawal's hold: the whole amount leaves the player's balance for the pending-withdrawals
 * account the moment the order is created, so it can be neither played nor withdrawn twice. It
 * ends exactly once: paid out, or refunded in full.
 */
export function withdrawalHoldTransaction(input: {
  playerId: number;
  currency: string;
  orderId: string;
  amountMinor: number;
}): TransactionRequest {
  return {
    idempotencyKey: `withdrawal:${input.orderId}:hold`,
    kind: 'withdrawal_hold',
    currency: input.currency,
    reference: `withdrawal:${input.orderId}`,
    postings: [
      { account: playerAccount(input.playerId), amountMinor: -input.amountMinor },
      { account: systemAccount('withdrawals:pending'), amountMinor: input.amountMinor },
    ],
  };
}
