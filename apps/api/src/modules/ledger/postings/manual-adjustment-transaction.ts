import { playerAccount, systemAccount } from '../ledger-types';
import type { TransactionRequest } from '../ledger-types';

/**
 * A correction staff make by hand, never an edit of an old transaction: a positive amount credits
 * the player, a negative one debits them (refused below zero by the ledger like any debit). A
 * `cash` correction moves against the house; a `bonus` one against promotions, with the turnover
 * change the caller computed (added for a credit, paid off for a debit, as a bonus carries it).
 * Keyed by the adjustment's own id, which is also its reference: the player's statement names
 * the correction, and who of the staff made it stays with the adjustment and the audit log.
 */
export function manualAdjustmentTransaction(input: {
  playerId: number;
  currency: string;
  adjustmentId: string;
  amountMinor: number;
  account?: 'cash' | 'bonus';
  wageringChangeMinor?: number;
}): TransactionRequest {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0) {
    throw new RangeError(`adjustment ${input.adjustmentId} must move a whole, non-zero amount`);
  }
  const counterpart = input.account === 'bonus' ? 'promotions' : 'house';
  return {
    idempotencyKey: `adjustment:${input.adjustmentId}`,
    kind: 'adjustment',
    currency: input.currency,
    reference: input.adjustmentId,
    postings: [
      { account: systemAccount(counterpart), amountMinor: -input.amountMinor },
      {
        account: playerAccount(input.playerId),
        amountMinor: input.amountMinor,
        wageringChangeMinor: input.wageringChangeMinor ?? 0,
      },
    ],
  };
}
