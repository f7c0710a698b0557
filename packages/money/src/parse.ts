import { fractionDigitsOf, getCurrency } from './currencies';
import type { Currency, CurrencyCode } from './currencies';

export type ParseMoneyResult =
  | { readonly ok: true; readonly amountMinor: number }
  | { readonly ok: false; readonly code: 'invalid_amount' };

const invalidAmount = { ok: false, code: 'invalid_amount' } as const;

/** Longer input is refused outright; no real amount needs it. */
export const parseMoneyTextLengthMax = 64;

/**
 * Reads an amount a player typed or formatMoney printed, into integer minor units:
 * "R$ 1.234,56", "1234,56", "10,5" (BRL); "₱1,234.56", "1234.56", "10" (PHP).
 *
 * Accepted: an optional "-" (before or after a leading sign), the currency's own sign before or
 * after the number, thousands separators in groups of three, and a decimal part (zeros past the
 * currency's decimals are ignored). A lone separator that cannot be a thousands separator (one "."
 * or "," followed by one or two digits) is read as the decimal point, so "10.5" means R$ 10,50 and
 * "10,5" means ₱10.50.
 *
 * Refused, as `invalid_amount`: anything else, compact forms ("Rp 1.5M"), non-zero digits past
 * the currency's decimals, IDR amounts that are not a multiple of Rp 10, and values outside the
 * safe range. Negative amounts parse, so formatMoney output always round-trips; callers that need
 * a positive amount check it.
 */
export function parseMoney(text: string, currencyCode: CurrencyCode): ParseMoneyResult {
  const currency = getCurrency(currencyCode);
  if (typeof text !== 'string' || text.length > parseMoneyTextLengthMax) return invalidAmount;

  let rest = text.replace(/[\u00a0\u202f]/g, ' ').trim();
  let negative = false;
  const takeMinus = (): void => {
    if (!negative && /^[-\u2212]/.test(rest)) {
      negative = true;
      rest = rest.slice(1).trimStart();
    }
  };
  takeMinus();
  if (rest.startsWith(currency.sign)) {
    rest = rest.slice(currency.sign.length).trimStart();
    takeMinus();
  } else if (rest.endsWith(currency.sign)) {
    rest = rest.slice(0, rest.length - currency.sign.length).trimEnd();
  }

  const parts = splitNumber(rest, currency);
  if (parts === null) return invalidAmount;
  const amountMinor = toMinor(parts.integerDigits, parts.fractionDigits, negative, currency);
  return amountMinor === null ? invalidAmount : { ok: true, amountMinor };
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function splitNumber(
  text: string,
  currency: Currency,
): { integerDigits: string; fractionDigits: string } | null {
  const thousands = escapeForRegExp(currency.thousandsSeparator);
  const decimal = escapeForRegExp(currency.decimalSeparator);
  const standard = new RegExp(`^(\\d{1,3}(?:${thousands}\\d{3})+|\\d+)(?:${decimal}(\\d+))?$`);
  const standardMatch = standard.exec(text);
  if (standardMatch?.[1] !== undefined) {
    return {
      integerDigits: standardMatch[1].split(currency.thousandsSeparator).join(''),
      fractionDigits: standardMatch[2] ?? '',
    };
  }
  const fractionLength = fractionDigitsOf(currency);
  if (fractionLength === 0) return null;
  const otherDecimal = new RegExp(`^(\\d+)${thousands}(\\d{1,${Math.min(2, fractionLength)}})$`);
  const otherMatch = otherDecimal.exec(text);
  if (otherMatch?.[1] === undefined || otherMatch[2] === undefined) return null;
  return { integerDigits: otherMatch[1], fractionDigits: otherMatch[2] };
}

function toMinor(
  integerDigits: string,
  fractionDigits: string,
  negative: boolean,
  currency: Currency,
): number | null {
  const fractionLength = fractionDigitsOf(currency);
  // Zeros past the currency's decimals change nothing ("₦1,000.00", "₱10.500"); other digits would.
  if (!/^0*$/.test(fractionDigits.slice(fractionLength))) return null;
  const shownFraction = fractionDigits.slice(0, fractionLength).padEnd(fractionLength, '0');
  const displayed = BigInt(integerDigits + shownFraction);
  let magnitude = displayed;
  if (currency.displayPowerOfTen > 0) {
    const step = 10n ** BigInt(currency.displayPowerOfTen);
    if (displayed % step !== 0n) return null;
    magnitude = displayed / step;
  }
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const amountMinor = Number(magnitude);
  return negative && amountMinor !== 0 ? -amountMinor : amountMinor;
}
