/**
 * A fresh key for one request that moves money (`idempotencyKeyField`): 128 random bits as hex.
 * `crypto.getRandomValues`, not `randomUUID`, because browsers offer the latter only on secure
 * origins and the app is also opened over plain http on a local network. Zod-free, so the
 * browser imports it (`@sorte/contracts/idempotency-key`).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
