import { playerAccount, systemAccount } from '../ledger-types';
import type { TransactionRequest } from '../ledger-types';

/**
 * A correction staff make by hand, never an edit of an old transaction: a positive amount credits
 * the player from the house, a negative one debits the player to the house (refused below zero by
 * the ledger like any debit). Keyed by the adjustment's own id; the reference names who made it.
 */
export function manualAdjustmentTransaction(input: {
  playerId: number;
  currency: string;
  adjustmentId: string;
  staffId: number;
  amountMinor: number;
}): TransactionRequest {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0) {
    throw new RangeError(`adjustment ${input.adjustmentId} must move a whole, non-zero amount`);
  }
  return {
    idempotencyKey: `adjustment:${input.adjustmentId}`,
    kind: 'adjustment',
    currency: input.currency,
    reference: `staff:${input.staffId}`,
    postings: [
      { account: systemAccount('house'), amountMinor: -input.amountMinor },
      { account: playerAccount(input.playerId), amountMinor: input.amountMinor },
    ],
  };
}
