import { playerAccount, systemAccount } from '../ledger-types';
import type { TransactionRequest } from '../ledger-types';

/**
 * A promotion's reward (a task, a lucky bag, a sign-in day, an invitation): from the promotions
 * account to the player, with the turnover the market asks of a bonus. Keyed by the claim
 * (`claim:<promotion>:<player>:<occasion>`), so a claim is paid once however often it is sent.
 */
export function promotionCreditTransaction(input: {
  playerId: number;
  currency: string;
  claimKey: string;
  amountMinor: number;
  wageringAddedMinor: number;
}): TransactionRequest {
  return {
    idempotencyKey: `claim:${input.claimKey}`,
    kind: 'promotion',
    currency: input.currency,
    reference: `promotion:${input.claimKey}`,
    postings: [
      { account: systemAccount('promotions'), amountMinor: -input.amountMinor },
      {
        account: playerAccount(input.playerId),
        amountMinor: input.amountMinor,
        wageringChangeMinor: input.wageringAddedMinor,
      },
    ],
  };
}
