import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows beside the staff member's name. */
const issuer = 'Sorte operator console';

/** RFC 6238 with the defaults every authenticator app reads: SHA-1, six digits, 30 s. */
function totpFor(secret: string, username: string): TOTP {
  return new TOTP({ issuer, label: username, secret: Secret.fromBase32(secret) });
}

/** A new random secret (160 bits, base32) and its otpauth:// address for the QR code. */
export function newTotpSecret(username: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpFor(secret, username).toString() };
}

/**
 * The 30-second step a code belongs to, when it is the current one or the one just before or
 * after (clock drift); null when it is none of them. A code is good once: the caller refuses a
 * step not after the last one it accepted (RFC 6238 §5.2).
 */
export function totpStepMatched(
  secret: string,
  username: string,
  code: string,
  now: Date = new Date(),
): number | null {
  const totp = totpFor(secret, username);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The code an authenticator shows now (for tests and the e2e staff helper). */
export function currentTotpCode(secret: string, now: Date = new Date()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now.getTime() });
}
