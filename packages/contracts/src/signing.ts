/**
 * HMAC-SHA256 signing shared by the wallet protocol (games → api) and the payment protocol
 * (psp ↔ api). Node's crypto: this file is for servers only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secrets every service uses when none is configured, so that `npm start` works on a fresh
 * machine. Anyone who reads this repository knows them: the api refuses to start with them when
 * NODE_ENV=production.
 */
export const developmentSecrets = {
  WALLET_SECRET: 'sorte-dev-wallet-secret-change-me',
  PSP_SECRET: 'sorte-dev-psp-secret-change-me',
} as const;

export function signPayload(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type SignatureCheck = 'valid' | 'bad_signature' | 'stale_timestamp';

export function checkSignature(options: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  nowMs: number;
  windowMs: number;
  /** Timestamps in seconds (webhooks) or milliseconds (wallet). */
  timestampUnitMs: number;
}): SignatureCheck {
  const { timestamp, signature } = options;
  if (
    !timestamp ||
    !signature ||
    !/^\d{1,16}$/.test(timestamp) ||
    !/^[0-9a-f]{64}$/.test(signature)
  ) {
    return 'bad_signature';
  }
  const expected = Buffer.from(signPayload(options.secret, timestamp, options.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad_signature';
  const ageMs = Math.abs(options.nowMs - Number(timestamp) * options.timestampUnitMs);
  return ageMs <= options.windowMs ? 'valid' : 'stale_timestamp';
}

/** The payment protocol's header value: `t=<unix seconds>,v1=<hex signature>`. */
export function signPspHeader(secret: string, rawBody: string, nowMs: number): string {
  const timestamp = String(Math.floor(nowMs / 1000));
  return `t=${timestamp},v1=${signPayload(secret, timestamp, rawBody)}`;
}

/** Checks a `psp-signature` header over the raw body, within the protocol's window. */
export function checkPspHeader(options: {
  secret: string;
  header: string | undefined;
  rawBody: string;
  nowMs: number;
  windowMs: number;
}): SignatureCheck {
  const parts = new Map(
    (options.header ?? '').split(',').map((part) => {
      const [key = '', ...rest] = part.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  return checkSignature({
    secret: options.secret,
    timestamp: parts.get('t'),
    signature: parts.get('v1'),
    rawBody: options.rawBody,
    nowMs: options.nowMs,
    windowMs: options.windowMs,
    timestampUnitMs: 1000,
  });
}
