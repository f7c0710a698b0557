import { applyRate, assertAmountMinor, basisPointsPerWhole } from '@sorte/money';
import type { Market } from '../market';
import type { PayoutChannel } from '../payouts/payout-channel';

/** The market's withdrawal costs (a Market has them all). */
export type WithdrawalCostRules = Pick<
  Market,
  'withdrawalFeeBps' | 'withdrawalFeeAboveMinor' | 'withdrawalTaxBps'
>;

/** What a player sees before confirming: the whole amount, what is kept back, what arrives. */
export interface WithdrawalQuote {
  /** Taken from the balance. */
  readonly amountMinor: number;
  readonly feeMinor: number;
  readonly taxMinor: number;
  /** Paid to the player's account: amountMinor − feeMinor − taxMinor. */
  readonly arrivesMinor: number;
  readonly channelId: string;
  /** Typical minutes from sent to arrived; typical, not promised. */
  readonly typicalMinutes: number;
}

/**
 * The one quote of a withdrawal, used by the screen before confirming and by the server when it
 * creates the order. Fees and taxes are deducted from what arrives, never charged apart
 * (PRODUCT.md §3.4).
 *
 * - The fee is withdrawalFeeBps of the part of the amount above withdrawalFeeAboveMinor (no cliff:
 *   R$ 501 pays 5 % of R$ 1).
 * - The tax is withdrawalTaxBps of the amount after the fee (chosen: what the player receives is
 *   taxed, not the fee the operator keeps).
 * - Rounding, one rule: each is rounded down to a whole minor unit (applyRate's rule), in the
 *   player's favour. Taxing after the fee also keeps what arrives from ever falling when the
 *   amount rises, which two roundings of the same amount would not.
 *
 * Pure; does not decide whether the withdrawal is allowed (decideWithdrawal does).
 */
export function quoteWithdrawal(
  costs: WithdrawalCostRules,
  input: { readonly amountMinor: number; readonly channel: PayoutChannel },
): WithdrawalQuote {
  const amountMinor = assertAmountMinor(input.amountMinor);
  if (amountMinor < 0) throw new RangeError(`a withdrawal of ${amountMinor} is negative`);
  assertShareBps(costs.withdrawalFeeBps, 'withdrawalFeeBps');
  assertShareBps(costs.withdrawalTaxBps, 'withdrawalTaxBps');
  const feeAboveMinor = assertAmountMinor(costs.withdrawalFeeAboveMinor, 'withdrawalFeeAboveMinor');
  const feeMinor = applyRate(Math.max(0, amountMinor - feeAboveMinor), costs.withdrawalFeeBps);
  const taxMinor = applyRate(amountMinor - feeMinor, costs.withdrawalTaxBps);
  return {
    amountMinor,
    feeMinor,
    taxMinor,
    arrivesMinor: amountMinor - feeMinor - taxMinor,
    channelId: input.channel.id,
    typicalMinutes: input.channel.typicalMinutes,
  };
}

/** A fee or tax is a share of the amount: between none and all of it. */
function assertShareBps(rateBps: number, what: string): void {
  if (!Number.isSafeInteger(rateBps) || rateBps < 0 || rateBps > basisPointsPerWhole) {
    throw new RangeError(`${what} must be 0 to ${basisPointsPerWhole} basis points`);
  }
}
