import { assertAmountMinor } from './amount-minor';
import { fractionDigitsOf } from './currencies';
import type { Currency } from './currencies';

/** The decimal digits a player reads for an amount, computed with bigint and string slicing. */
export interface DisplayDigits {
  readonly negative: boolean;
  /** No leading zeros except for "0" itself; no separators. */
  readonly integerDigits: string;
  /** Exactly fractionDigitsOf(currency) digits. */
  readonly fractionDigits: string;
}

export function displayDigitsOf(amountMinor: number, currency: Currency): DisplayDigits {
  const checkedMinor = assertAmountMinor(amountMinor);
  const magnitude = BigInt(Math.abs(checkedMinor));
  const fractionLength = fractionDigitsOf(currency);
  const scaled =
    currency.displayPowerOfTen > 0
      ? magnitude * 10n ** BigInt(currency.displayPowerOfTen)
      : magnitude;
  const digits = scaled.toString().padStart(fractionLength + 1, '0');
  return {
    negative: checkedMinor < 0,
    integerDigits: digits.slice(0, digits.length - fractionLength),
    fractionDigits: digits.slice(digits.length - fractionLength),
  };
}

/** "1234567" → "1,234,567" with the given separator. */
export function groupThousands(integerDigits: string, separator: string): string {
  const firstGroupLength = integerDigits.length % 3 || 3;
  const groups = [integerDigits.slice(0, firstGroupLength)];
  for (let start = firstGroupLength; start < integerDigits.length; start += 3) {
    groups.push(integerDigits.slice(start, start + 3));
  }
  return groups.join(separator);
}
