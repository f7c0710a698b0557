// The e2e control port for a running `npm run scale` (scripts/scale-e2e.mjs): funds players, as
// e2e/harness.ts does for the one-process product, but in a process of its own beside the api
// nodes, writing to the layout's PostgreSQL. No api node has such a call; the nodes hear of the
// new balance as of any change (`account_changed`).
import Fastify from 'fastify';
import { fundPlayerForTest, openDatabase } from '../apps/api/test';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the layout’s PostgreSQL');
const database = await openDatabase({ databaseUrl, poolSize: 2 });

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
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
