import { hash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG: guessing one is not a strategy. */
export function createAccessToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return hash('sha256', token, 'hex');
}
