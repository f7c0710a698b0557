import { assertAmountMinor, safeNumberFromBigInt } from './amount-minor';

/**
 * Rates are integers of basis points: 1 bp = 0.01 %, 10 000 bp = 100 %. A deposit bonus of 35 %
 * is 3500, a 5 % fee 500. Rates are never negative and may exceed 100 % (a 200 % bonus is 20000).
 */
export const basisPointsPerWhole = 10_000;

function assertRateBps(rateBps: number): number {
  if (!Number.isSafeInteger(rateBps) || rateBps < 0) {
    throw new RangeError(`rateBps must be a non-negative safe integer, got ${String(rateBps)}`);
  }
  return rateBps;
}

/**
 * Reads an exact decimal rate into basis points: "0.35" → 3500 (a fraction, as the seed's
 * givingRate), "35%" or "12.5%" → 3500 or 1250 (a percentage). A number is read through its
 * shortest decimal text, so 0.35 → "0.35" → 3500. Throws on anything that is not a whole number of
 * basis points, negative, or malformed: rates come from configuration, where a typo is a bug.
 */
export function parseRate(rate: string | number): number {
  const text = typeof rate === 'number' ? String(rate) : rate.trim();
  const isPercent = text.endsWith('%');
  const decimalText = isPercent ? text.slice(0, -1).trimEnd() : text;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimalText);
  if (match?.[1] === undefined) throw new RangeError(`not a rate: ${JSON.stringify(rate)}`);
  // Basis points are 4 decimals of a fraction, or 2 decimals of a percentage.
  const places = isPercent ? 2 : 4;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > places) {
    throw new RangeError(`${JSON.stringify(rate)} is finer than one basis point`);
  }
  const wholeBps = BigInt(match[1]) * 10n ** BigInt(places);
  const fractionBps = BigInt(fraction.padEnd(places, '0') || '0');
  return safeNumberFromBigInt(wholeBps + fractionBps, 'rateBps');
}

export interface FormatRatePercentOptions {
  /** "." by default; "," for pt-BR ("12,5%"). */
  readonly decimalSeparator?: string;
}

/** 3500 → "35%", 1250 → "12.5%", 1 → "0.01%": no trailing zeros, no floating point. */
export function formatRatePercent(rateBps: number, options: FormatRatePercentOptions = {}): string {
  const digits = assertRateBps(rateBps).toString().padStart(3, '0');
  const whole = digits.slice(0, -2);
  const hundredths = digits.slice(-2).replace(/0+$/, '');
  return hundredths === ''
    ? `${whole}%`
    : `${whole}${options.decimalSeparator ?? '.'}${hundredths}%`;
}

/** 1500 → "0.15", 10000 → "1", 1 → "0.0001": the seed's givingRate, exact, as parseRate reads it. */
export function formatRateFraction(rateBps: number): string {
  const bps = assertRateBps(rateBps);
  const whole = Math.floor(bps / basisPointsPerWhole);
  const fraction = String(bps % basisPointsPerWhole)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/**
 * amountMinor × rateBps / 10 000, rounded toward zero: THE rounding rule for rates. For the
 * non-negative amounts of bonuses and fees this is floor, so a bonus never pays a fraction of a
 * minor unit that does not exist and a fee never charges one the player did not owe; rounding
 * never creates money (applyRate(a, r) + applyRate(a, 10 000 − r) ≤ a).
 */
export function applyRate(amountMinor: number, rateBps: number): number {
  const product = BigInt(assertAmountMinor(amountMinor)) * BigInt(assertRateBps(rateBps));
  // bigint division truncates toward zero.
  const result = safeNumberFromBigInt(product / BigInt(basisPointsPerWhole), 'applyRate');
  return result === 0 ? 0 : result;
}
