import { formatMoney, formatRateFraction, getCurrency } from '@sorte/money';
import { useMarket } from '../../../lib/market';

/**
 * Amounts in the market's money, and a multiplier in basis points as the player reads it (1,5 in
 * Brazil, 1.5 elsewhere): written out exactly with the market's decimal separator, as its amounts
 * are, rather than with Intl (whose first number format on a page costs a slow phone about 70 ms
 * of locale data).
 */
export function useRewardFormat() {
  const { currency } = useMarket();
  const { decimalSeparator } = getCurrency(currency);
  return {
    money: (amountMinor: number) => formatMoney(amountMinor, currency),
    multiplier: (bps: number) => formatRateFraction(bps).replace('.', decimalSeparator),
  };
}
