import { sha256 } from './hashes';
import { bytesToHex, cryptoRandomBytes, utf8Bytes } from './bytes';

const serverSeedPattern = /^[0-9a-f]{64}$/;

/** A server seed is 32 bytes from the CSPRNG written as 64 lowercase hex characters. */
export function isServerSeed(value: string): boolean {
  return serverSeedPattern.test(value);
}

export function assertServerSeed(value: string): void {
  if (!isServerSeed(value)) {
    throw new RangeError('a server seed is 64 lowercase hex characters');
  }
}

export function createServerSeed(): string {
  return bytesToHex(cryptoRandomBytes(32));
}

/**
 * The commitment published before the round: SHA-256 of the seed's 64 hex characters as text (not
 * of the 32 bytes they spell), in lowercase hex, so any SHA-256 tool reproduces it from the text.
 */
export function hashServerSeed(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return bytesToHex(sha256(utf8Bytes(serverSeed)));
}

/** True when the revealed seed is the one committed to; false for anything else, never a throw. */
export function verifyCommitment(serverSeed: string, serverSeedHash: string): boolean {
  return isServerSeed(serverSeed) && hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}
