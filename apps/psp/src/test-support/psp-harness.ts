import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signPspHeader } from '@sorte/contracts/signing';
import type { CreateChargeBody, CreatePayoutBody } from '@sorte/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import type { ServiceDeps } from '../service-deps';
import { openOnMigratedPglite } from '@sorte/service-db/test-support';

export const testSecret = 'test-psp-secret-0123456789';

export interface PspHarness {
  app: FastifyInstance;
  deps: ServiceDeps;
  database: DatabaseHandle;
  /** The provider's clock; tests move it with `advance`. */
  now(): number;
  advance(ms: number): void;
  /** A request signed as the casino signs it (GET: over the empty body). */
  signed(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    options?: { secret?: string; atMs?: number; rawBody?: string },
  ): Promise<LightMyRequestResponse>;
  /** Another provider with other settings on the same database (opening one takes seconds). */
  withEnv(env: Record<string, string>): Promise<PspHarness>;
  close(): Promise<void>;
}

/**
 * A provider on its own in-memory database, with a clock the test controls and no background
 * loops: tests run the loops' passes themselves, so nothing happens behind their back.
 */
export async function startPspHarness(env: Record<string, string> = {}): Promise<PspHarness> {
  return buildHarness(await openOnMigratedPglite('psp', openDatabase), env, true);
}

async function buildHarness(
  database: DatabaseHandle,
  env: Record<string, string>,
  ownsDatabase: boolean,
): Promise<PspHarness> {
  let nowMs = Date.now();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PSP_SECRET: testSecret,
    PSP_PUBLIC_URL: 'https://pay.example',
    ...env,
  });
  const { app, deps } = await buildApp({ config, database, nowMs: () => nowMs });
  return {
    app,
    deps,
    database,
    now: () => nowMs,
    advance(ms) {
      nowMs += ms;
    },
    signed(method, url, body, options = {}) {
      const rawBody = options.rawBody ?? (body === undefined ? '' : JSON.stringify(body));
      const signature = signPspHeader(options.secret ?? testSecret, rawBody, options.atMs ?? nowMs);
      return app.inject({
        method,
        url,
        headers: {
          'psp-signature': signature,
          ...(rawBody === '' ? {} : { 'content-type': 'application/json' }),
        },
        ...(rawBody === '' ? {} : { payload: rawBody }),
      });
    },
    withEnv: (otherEnv) => buildHarness(database, { ...env, ...otherEnv }, false),
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

let orderCounter = 0;

/** A fresh merchant id per call, so tests sharing a database never collide. */
export function uniqueReference(prefix: string): string {
  orderCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${orderCounter}`;
}

export function chargeBody(overrides: Partial<CreateChargeBody> = {}): CreateChargeBody {
  return {
    merchantOrderId: uniqueReference('order'),
    amount: 5000,
    currency: 'BRL',
    method: 'pix',
    callbackUrl: 'http://127.0.0.1:9/webhooks/psp',
    returnUrl: 'https://casino.example/deposit/done',
    ...overrides,
  };
}

export function payoutBody(overrides: Partial<CreatePayoutBody> = {}): CreatePayoutBody {
  return {
    merchantPayoutId: uniqueReference('payout'),
    amount: 2000,
    currency: 'BRL',
    destination: { type: 'pix', keyType: 'cpf', key: '529.982.247-25' },
    callbackUrl: 'http://127.0.0.1:9/webhooks/psp',
    ...overrides,
  };
}
