/** An exact non-negative rational, always in lowest terms with a positive denominator. */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

export function fraction(numerator: bigint, denominator: bigint): Fraction {
  if (denominator <= 0n) throw new RangeError('a fraction needs a positive denominator');
  if (numerator < 0n) throw new RangeError('PAR figures are never negative');
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function greatestCommonDivisor(left: bigint, right: bigint): bigint {
  let a = left;
  let b = right;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * The fraction as a percentage with a fixed number of decimals. Rounded down, so a published RTP
 * or probability never overstates the exact figure.
 */
export function formatPercent(value: Fraction, decimals = 4): string {
  const scaled = (value.numerator * 100n * 10n ** BigInt(decimals)) / value.denominator;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return digits;
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A float approximation for display and statistics only, never for money. */
export function fractionToNumber(value: Fraction): number {
  // Scaling first keeps 15 significant digits even when both parts exceed 2^53.
  const scale = 10n ** 18n;
  return Number((value.numerator * scale) / value.denominator) / 1e18;
}

/**
 * The fraction as exact decimal text, never rounded: "1300", "5.5", "0.125". A fraction with no
 * finite decimal form (a denominator with a prime factor other than 2 and 5) is written "a/b".
 */
export function formatExact(value: Fraction): string {
  const { numerator, denominator } = value;
  let twos = 0;
  let fives = 0;
  let rest = denominator;
  while (rest % 2n === 0n) {
    rest /= 2n;
    twos += 1;
  }
  while (rest % 5n === 0n) {
    rest /= 5n;
    fives += 1;
  }
  if (rest !== 1n) return `${numerator}/${denominator}`;
  const decimals = Math.max(twos, fives);
  if (decimals === 0) return numerator.toString();
  const scaled = (numerator * 10n ** BigInt(decimals)) / denominator;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`.replace(/\.?0+$/, '');
}
