import { bytesToHex, cryptoRandomBytes } from './bytes';

/** Limited to characters every HMAC tool types the same way, and no ':' (the message separator). */
const clientSeedPattern = /^[A-Za-z0-9_-]{1,64}$/;

export const clientSeedLengthMax = 64;

export function isClientSeed(value: string): boolean {
  return clientSeedPattern.test(value);
}

export function assertClientSeed(value: string): void {
  if (!isClientSeed(value)) {
    throw new RangeError(
      `a client seed is 1 to ${clientSeedLengthMax} letters, digits, '-' or '_'`,
    );
  }
}

/** The default client seed when the player has not chosen one: 16 random bytes in hex. */
export function createClientSeed(): string {
  return bytesToHex(cryptoRandomBytes(16));
}
