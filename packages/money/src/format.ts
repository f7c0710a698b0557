import { getCurrency } from './currencies';
import type { Currency, CurrencyCode } from './currencies';
import { displayDigitsOf, groupThousands } from './display-digits';

export interface FormatMoneyOptions {
  /** Print the currency sign (default true). */
  readonly withSign?: boolean;
  /**
   * Abbreviate large values for currencies whose table entry says so (IDR, VND), e.g. "Rp 1.5M".
   * Default false: abbreviations are lossy and parseMoney refuses them. Other currencies ignore it.
   */
  readonly compact?: boolean;
}

/**
 * Formats integer minor units for a player: "R$ 1.234,56", "₱1,234.56", "12,345 ₫". Negative
 * amounts get a leading "-" ("-R$ 1,00"). Digits come from bigint and string operations, never from
 * floating-point division.
 */
export function formatMoney(
  amountMinor: number,
  currencyCode: CurrencyCode,
  options: FormatMoneyOptions = {},
): string {
  const currency = getCurrency(currencyCode);
  const useCompact = (options.compact ?? false) && currency.abbreviatesLargeValues;
  const digits = displayDigitsOf(amountMinor, currency);
  const number = useCompact
    ? compactNumber(digits.integerDigits, currency)
    : fullNumber(digits.integerDigits, digits.fractionDigits, currency);
  const body = (options.withSign ?? true) ? attachSign(number, currency) : number;
  return digits.negative ? `-${body}` : body;
}

function fullNumber(integerDigits: string, fractionDigits: string, currency: Currency): string {
  const grouped = groupThousands(integerDigits, currency.thousandsSeparator);
  return fractionDigits === ''
    ? grouped
    : `${grouped}${currency.decimalSeparator}${fractionDigits}`;
}

function attachSign(number: string, currency: Currency): string {
  const space = currency.signSpaced ? ' ' : '';
  return currency.signPosition === 'before'
    ? `${currency.sign}${space}${number}`
    : `${number}${space}${currency.sign}`;
}

/** Below this displayed value the compact form prints every digit ("Rp 9,990"). */
export const compactThreshold = 10_000n;

const compactUnits = [
  { suffix: 'T', size: 1_000_000_000_000n },
  { suffix: 'B', size: 1_000_000_000n },
  { suffix: 'M', size: 1_000_000n },
  { suffix: 'K', size: 1_000n },
] as const;

/**
 * One decimal at most, truncated toward zero so an abbreviation never overstates a balance:
 * 1,599,999 → "1.5M", 12,345 → "12.3K", 2,000,000 → "2M". Only for currencies without decimals.
 */
function compactNumber(integerDigits: string, currency: Currency): string {
  const value = BigInt(integerDigits);
  const unit = compactUnits.find((candidate) => value >= candidate.size);
  if (value < compactThreshold || unit === undefined) {
    return groupThousands(integerDigits, currency.thousandsSeparator);
  }
  const tenths = (value * 10n) / unit.size;
  const whole = groupThousands((tenths / 10n).toString(), currency.thousandsSeparator);
  const tenth = tenths % 10n;
  return tenth === 0n
    ? `${whole}${unit.suffix}`
    : `${whole}${currency.decimalSeparator}${tenth.toString()}${unit.suffix}`;
}
