import { playerAccount, systemAccount } from '../ledger-types';
import type { TransactionRequest } from '../ledger-types';

/**
 * A paid deposit: the amount from the provider's clearing account to the player, adding the
 * deposit's share of the turnover requirement. Keyed by the provider's charge, so a second event
 * about the same payment can never credit it twice.
 */
export function depositTransaction(input: {
  playerId: number;
  currency: string;
  orderId: string;
  chargeId: string;
  amountMinor: number;
  wageringAddedMinor: number;
}): TransactionRequest {
  return {
    idempotencyKey: `psp:charge:${input.chargeId}`,
    kind: 'deposit',
    currency: input.currency,
    reference: `deposit:${input.orderId}`,
    postings: [
      { account: systemAccount('psp:clearing'), amountMinor: -input.amountMinor },
      {
        account: playerAccount(input.playerId),
        amountMinor: input.amountMinor,
        wageringChangeMinor: input.wageringAddedMinor,
      },
    ],
  };
}
