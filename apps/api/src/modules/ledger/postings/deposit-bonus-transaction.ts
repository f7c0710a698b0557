import { playerAccount, systemAccount } from '../ledger-types';
import type { TransactionRequest } from '../ledger-types';

/** A deposit's bonus: from the promotions account to the player, with its turnover to play. */
export function depositBonusTransaction(input: {
  playerId: number;
  currency: string;
  orderId: string;
  bonusMinor: number;
  wageringAddedMinor: number;
}): TransactionRequest {
  return {
    idempotencyKey: `deposit-bonus:${input.orderId}`,
    kind: 'bonus',
    currency: input.currency,
    reference: `deposit:${input.orderId}`,
    postings: [
      { account: systemAccount('promotions'), amountMinor: -input.bonusMinor },
      {
        account: playerAccount(input.playerId),
        amountMinor: input.bonusMinor,
        wageringChangeMinor: input.wageringAddedMinor,
      },
    ],
  };
}
