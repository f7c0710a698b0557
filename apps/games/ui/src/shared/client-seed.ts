/**
 * A client seed drawn in the player's browser (Web Crypto's CSPRNG): 16 random bytes as 32 hex
 * characters, within the rule every seed follows (1 to 64 letters, digits, - or _).
 */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const clientSeedPattern = /^[A-Za-z0-9_-]{1,64}$/;
