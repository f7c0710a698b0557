import type { FastifyRequest } from 'fastify';
import { checkPspHeader } from '@sorte/contracts/signing';
import { pspSignatureHeader, pspSignatureWindowMs } from '@sorte/contracts';
import { PspError } from './psp-error';

/**
 * Refuses a request unless its `psp-signature` covers the exact raw body (empty for GET) and is
 * recent, before anything in it is read: a forged or replayed call must not even be validated.
 */
export function requireSignature(
  request: FastifyRequest,
  rawBody: string,
  secret: string,
  nowMs: number,
): void {
  const header = request.headers[pspSignatureHeader];
  const check = checkPspHeader({
    secret,
    header: Array.isArray(header) ? header[0] : header,
    rawBody,
    nowMs,
    windowMs: pspSignatureWindowMs,
  });
  if (check === 'stale_timestamp') {
    throw new PspError('stale_timestamp', 401, 'psp-signature timestamp is too far from now');
  }
  if (check !== 'valid') {
    throw new PspError('bad_signature', 401, 'psp-signature is missing or does not match');
  }
}
