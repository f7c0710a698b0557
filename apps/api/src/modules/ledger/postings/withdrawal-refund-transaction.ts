import { playerAccount, systemAccount } from '../ledger-types';
import type { TransactionRequest } from '../ledger-types';

/**
 * A withdrawal that ended without a payout (rejected, failed, cancelled): the whole held amount
 * back on the player's balance. One key per order, so however many events report the end, the
 * refund is made once.
 */
export function withdrawalRefundTransaction(input: {
  playerId: number;
  currency: string;
  orderId: string;
  amountMinor: number;
}): TransactionRequest {
  return {
    idempotencyKey: `withdrawal:${input.orderId}:refund`,
    kind: 'withdrawal_refund',
    currency: input.currency,
    reference: `withdrawal:${input.orderId}`,
    postings: [
      { account: systemAccount('withdrawals:pending'), amountMinor: -input.amountMinor },
      { account: playerAccount(input.playerId), amountMinor: input.amountMinor },
    ],
  };
}
