import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import {
  pspSignatureHeader,
  pspWebhookEvent,
  walletBalanceBody,
  walletBetBody,
  walletHeaders,
  walletRollbackBody,
  walletPlayBody,
  walletWinBody,
} from '@sorte/contracts';
import { signPayload, signPspHeader } from '@sorte/contracts/signing';
import { testPspSecret } from './payment-provider';
import { testWalletSecret } from './wallet-client';

// What the tests of hostile callers share (hostile-bodies, the fuzzer, the targeted attacks):
// a call sent as exact bytes, and the signatures of the wallet and the webhook over those bytes.

/** A call's body sent as these exact bytes, with the caller's headers. */
export function rawCall(
  app: FastifyInstance,
  path: string,
  rawBody: string,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...headers },
    payload: rawBody,
  });
}

/** The wallet's signature headers over `rawBody`, by the test provider's secret unless another. */
export function signedWalletHeaders(
  rawBody: string,
  options: { secret?: string; timestampMs?: number } = {},
): Record<string, string> {
  const timestamp = String(options.timestampMs ?? Date.now());
  return {
    [walletHeaders.timestamp]: timestamp,
    [walletHeaders.signature]: signPayload(options.secret ?? testWalletSecret, timestamp, rawBody),
  };
}

/** The payment provider's signature header over `rawBody`. */
export function signedWebhookHeaders(
  rawBody: string,
  options: { secret?: string; nowMs?: number } = {},
): Record<string, string> {
  return {
    [pspSignatureHeader]: signPspHeader(
      options.secret ?? testPspSecret,
      rawBody,
      options.nowMs ?? Date.now(),
    ),
  };
}

export type Signer = (
  rawBody: string,
  options?: { secret?: string; atMs?: number },
) => Record<string, string>;

/** The calls a program signs (the game provider's wallet calls, the payment webhook). */
export const signedCalls: { path: string; schema: z.ZodType; sign: Signer }[] = [
  ...[
    { path: '/wallet/balance', schema: walletBalanceBody },
    { path: '/wallet/bet', schema: walletBetBody },
    { path: '/wallet/win', schema: walletWinBody },
    { path: '/wallet/play', schema: walletPlayBody },
    { path: '/wallet/rollback', schema: walletRollbackBody },
  ].map((call) => ({
    ...call,
    sign: ((rawBody, options = {}) =>
      signedWalletHeaders(rawBody, {
        ...(options.secret ? { secret: options.secret } : {}),
        ...(options.atMs ? { timestampMs: options.atMs } : {}),
      })) satisfies Signer,
  })),
  {
    path: '/webhooks/psp',
    schema: pspWebhookEvent,
    sign: (rawBody, options = {}) =>
      signedWebhookHeaders(rawBody, {
        ...(options.secret ? { secret: options.secret } : {}),
        ...(options.atMs ? { nowMs: options.atMs } : {}),
      }),
  },
];
