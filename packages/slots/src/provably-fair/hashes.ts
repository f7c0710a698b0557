/**
 * SHA-256 and HMAC-SHA256 from @noble/hashes: audited, synchronous and tree-shakeable, so the same
 * outcome derivation runs on the server and in a player's browser (Web Crypto is async only).
 * Checked against node:crypto and the FIPS 180-4 and RFC 4231 vectors in hashes.test.ts.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';

/** HMAC-SHA256 of message under key: the only primitive the outcome stream needs. */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

export function sha256(message: Uint8Array): Uint8Array {
  return nobleSha256(message);
}

export const hmacSha256: HmacSha256 = (key, message) => hmac(nobleSha256, key, message);
