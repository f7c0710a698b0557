import { formatMoney } from '@sorte/money';
import { useMarket } from '../../../lib/market';

/** Amounts in the market's money, and a multiplier in basis points as the player reads it (1.5). */
export function useRewardFormat() {
  const { currency, language } = useMarket();
  const multiplier = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return {
    money: (amountMinor: number) => formatMoney(amountMinor, currency),
    multiplier: (bps: number) => multiplier.format(bps / 10_000),
  };
}
