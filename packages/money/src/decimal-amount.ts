import { getCurrency } from './currencies';
import type { CurrencyCode } from './currencies';
import { displayDigitsOf } from './display-digits';

/**
 * An amount as a plain decimal of the currency's displayed units, for machines (an advertising
 * provider's `value`, a report): `1234.56` for R$ 1.234,56, `123456` for ₦123,456, `1234560` for
 * Rp 1,234,560. No sign, no grouping, `.` before the decimals; exact, from the same digits
 * `formatMoney` prints.
 */
export function decimalAmount(amountMinor: number, currencyCode: CurrencyCode): string {
  const digits = displayDigitsOf(amountMinor, getCurrency(currencyCode));
  const number =
    digits.fractionDigits === ''
      ? digits.integerDigits
      : `${digits.integerDigits}.${digits.fractionDigits}`;
  return digits.negative ? `-${number}` : number;
}
