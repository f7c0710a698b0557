import { depositBonusFor, givingRateFor } from '@sorte/markets';
import type { DepositAmounts } from '../api/amount-list';

export interface DepositQuote {
  amountMinor: number;
  bonusMinor: number;
  creditMinor: number;
  wageringMinor: number;
  /** The first-deposit offer is what the quote shows for this amount. */
  firstOffer: boolean;
}

/**
 * What a deposit will add, by the same rule the server credits with (@sorte/markets), from the
 * amounts the server listed for this player: shown before the player confirms.
 */
export function quoteDeposit(amounts: DepositAmounts, amountMinor: number): DepositQuote {
  const options = amounts.list.map((option) => ({
    orderAmountMinor: option.orderAmount,
    givingRateBps: option.givingRateBps,
  }));
  const bonus = depositBonusFor({
    amountMinor,
    givingRateBps: givingRateFor(options, amountMinor),
    firstDepositOffer: amounts.firstDepositOffer,
    depositWageringMultiple: amounts.depositWageringMultiple,
    bonusWageringMultiple: amounts.bonusWageringMultiple,
  });
  return {
    amountMinor,
    bonusMinor: bonus.bonusMinor,
    creditMinor: amountMinor + bonus.bonusMinor,
    wageringMinor: bonus.wageringAddedMinor,
    firstOffer: bonus.firstDepositOffer,
  };
}
