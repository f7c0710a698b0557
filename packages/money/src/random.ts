/**
 * Cryptographic randomness without modulo bias, for the seed's two helpers. Works wherever
 * globalThis.crypto.getRandomValues exists: every browser and Node 20.
 */

/** Fills the array with random bytes; replaceable in tests to drive the rejection paths. */
export type FillRandomBytes = (bytes: Uint8Array<ArrayBuffer>) => void;

export const fillCryptoRandomBytes: FillRandomBytes = (bytes) => {
  globalThis.crypto.getRandomValues(bytes);
};

export const alphanumericCharacters =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// 248 is the largest multiple of 62 that fits in a byte; bytes from 248 to 255 are drawn again so
// every character is exactly equally likely.
const acceptedByteLimit = 256 - (256 % alphanumericCharacters.length);

/** A random string of A–Z, a–z, 0–9 (32 characters unless told otherwise). */
export function randomAlphanumeric(
  length = 32,
  fillRandomBytes: FillRandomBytes = fillCryptoRandomBytes,
): string {
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`length must be a non-negative safe integer, got ${String(length)}`);
  }
  let result = '';
  // getRandomValues refuses more than 65 536 bytes per call; 256 keeps a long string cheap too.
  const bytes = new Uint8Array(Math.min(Math.max(16, length), 256));
  while (result.length < length) {
    fillRandomBytes(bytes);
    for (const byte of bytes) {
      if (byte >= acceptedByteLimit) continue;
      result += alphanumericCharacters[byte % alphanumericCharacters.length];
      if (result.length === length) break;
    }
  }
  return result;
}

const twoToThe64 = 1n << 64n;

/**
 * A uniformly random integer with minInclusive ≤ n < maxExclusive. Draws 64 random bits and draws
 * again when they fall in the incomplete last block, so there is no modulo bias for any range.
 * Throws unless both bounds are safe integers and maxExclusive > minInclusive.
 */
export function randomInt(
  minInclusive: number,
  maxExclusive: number,
  fillRandomBytes: FillRandomBytes = fillCryptoRandomBytes,
): number {
  if (!Number.isSafeInteger(minInclusive) || !Number.isSafeInteger(maxExclusive)) {
    throw new RangeError(
      `randomInt bounds must be safe integers, got ${String(minInclusive)} and ${String(maxExclusive)}`,
    );
  }
  if (maxExclusive <= minInclusive) {
    throw new RangeError(
      `randomInt needs minInclusive < maxExclusive, got ${minInclusive} and ${maxExclusive}`,
    );
  }
  const range = BigInt(maxExclusive) - BigInt(minInclusive);
  const acceptedLimit = twoToThe64 - (twoToThe64 % range);
  const bytes = new Uint8Array(8);
  for (;;) {
    fillRandomBytes(bytes);
    const drawn = new DataView(bytes.buffer).getBigUint64(0);
    if (drawn < acceptedLimit) return Number(BigInt(minInclusive) + (drawn % range));
  }
}
