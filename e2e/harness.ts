// The product as the e2e suite runs it: api, games and psp in one process on one throw-away
// embedded database, exactly as `npm start` runs them (serve-together.ts), plus a control port on
// loopback that only this harness opens, through which tests fund players. The running product
// has no such call: this file is not part of any app. It also lets the market's least time between
// two withdrawal requests pass for a player, so a journey does not sleep a minute.
import Fastify from 'fastify';
import { fundPlayerForTest, letWithdrawalIntervalPass } from '../apps/api/test';
import { serveTogether } from '../scripts/serve-together';

const running = await serveTogether();

const control = Fastify({ logger: false });
control.post<{ Body: { userId: number; currency: string; amountMinor: number } }>(
  '/fund',
  async (request) => {
    const { userId, currency, amountMinor } = request.body;
    return fundPlayerForTest(running.api.database.db, userId, currency, amountMinor);
  },
);
control.post<{ Body: { userId: number } }>('/withdrawal-interval-passed', async (request) => {
  await letWithdrawalIntervalPass(running.api.database.db, request.body.userId);
  return { passed: true };
});
await control.listen({ port: Number(process.env.E2E_CONTROL_PORT ?? 18089), host: '127.0.0.1' });

const stop = async () => {
  await control.close();
  await running.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
