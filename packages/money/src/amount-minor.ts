/** True for integers JavaScript represents exactly (|n| ≤ 2^53 − 1); the only legal amounts. */
export function isAmountMinor(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/**
 * Checks an amount at a boundary and returns it. Throws, because a float or an unsafe integer in a
 * money path is a bug, not a player error. `-0` comes back as `0`.
 */
export function assertAmountMinor(value: unknown, what = 'amountMinor'): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new RangeError(
      `${what} must be a safe integer of minor units, got ${typeof value === 'number' ? String(value) : typeof value}`,
    );
  }
  return value === 0 ? 0 : value;
}

/** Converts an exact bigint result back to a number, refusing anything outside the safe range. */
export function safeNumberFromBigInt(value: bigint, what: string): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result) || BigInt(result) !== value) {
    throw new RangeError(`${what} overflows the safe integer range: ${value.toString()}`);
  }
  return result;
}
