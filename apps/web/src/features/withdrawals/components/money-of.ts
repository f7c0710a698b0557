import { formatMoney, isCurrencyCode } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';

/**
 * A formatter for amounts in the currency the server named, or the market's when it names one
 * this app does not know (it never does; the type is a string on the wire).
 */
export function moneyOf(currency: string, marketCurrency: CurrencyCode) {
  const shown = isCurrencyCode(currency) ? currency : marketCurrency;
  return (amountMinor: number) => formatMoney(amountMinor, shown);
}
