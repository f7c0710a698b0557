import type { FastifyInstance } from 'fastify';
import { openOnMigratedPglite } from '@sorte/service-db/test-support';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import type { ServiceDeps } from '../service-deps';
import { createWalletClient } from '../wallet/wallet-client';
import { testWalletSecret } from './casino';

export interface TestProvider {
  app: FastifyInstance;
  database: DatabaseHandle;
  deps: ServiceDeps;
  /** POSTs JSON to the page API; answers the status and the parsed body. */
  call<Answer = Record<string, unknown>>(
    path: string,
    body: object,
  ): Promise<{ status: number; body: Answer }>;
  close(): Promise<void>;
}

/**
 * The provider calling the wallet at walletUrl with quick retries, on an in-memory database, or on
 * the PostgreSQL database at databaseUrl (its own schema, beside the casino's tables).
 */
export async function startTestProvider(
  walletUrl: string,
  options: { databaseUrl?: string } = {},
): Promise<TestProvider> {
  const config = loadConfig({ LOG_LEVEL: 'silent', API_URL: walletUrl, PORT: '8080' });
  const database = options.databaseUrl
    ? await openDatabase({
        databaseUrl: options.databaseUrl,
        poolSize: 10,
        onConnectionError: () => {},
      })
    : await openOnMigratedPglite('games', openDatabase);
  const wallet = createWalletClient({
    apiUrl: walletUrl,
    secret: testWalletSecret,
    timeoutMs: 2000,
    attemptsMax: 3,
    backoffMs: 10,
  });
  const app = await buildApp({ config, database, wallet });
  return {
    app,
    database,
    deps: { db: database.db, wallet, log: app.log },
    async call(path, body) {
      const response = await app.inject({ method: 'POST', url: path, payload: { ...body } });
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
