// The api as the e2e suite runs it: the real product (same buildApp, same database code), plus a
// control port on loopback that only this harness opens, through which tests fund players until
// deposits exist. The running product has no such call: this file is not part of apps/api.
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/open-database';
import { fundPlayerForTest } from '../apps/api/src/modules/ledger/ledger-test-support';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, database });
await app.listen({ port: config.PORT, host: '127.0.0.1' });

const control = Fastify({ logger: false });
control.post<{ Body: { userId: number; currency: string; amountMinor: number } }>(
  '/fund',
  async (request) => {
    const { userId, currency, amountMinor } = request.body;
    return fundPlayerForTest(database.db, userId, currency, amountMinor);
  },
);
await control.listen({ port: Number(process.env.E2E_CONTROL_PORT ?? 18089), host: '127.0.0.1' });

const stop = async () => {
  await control.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
