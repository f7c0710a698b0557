import { createHash } from 'node:crypto';

/** Game session tokens are looked up by SHA-256, so the sessions table holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
