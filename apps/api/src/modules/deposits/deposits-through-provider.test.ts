import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { call, loginAsGuest } from '../../../test/helper';
import { useTestAppWithSandboxPsp } from '../../../test/sandbox-psp';
import { readBooks } from '../ledger/read-books';

const env: Record<string, string> = {};
let apiPort = 0;
beforeAll(async () => {
  apiPort = await freePort();
  env.WEBHOOK_BASE_URL = `http://127.0.0.1:${apiPort}`;
});
const { context, psp } = useTestAppWithSandboxPsp({ background: true, env });
beforeAll(async () => {
  await context.app.listen({ port: apiPort, host: '127.0.0.1' });
});

async function balanceOf(token: string): Promise<number> {
  return (await call(context.app, '/v1/bus/accountInfo', {}, token)).json().data.result.accountGold;
}

async function payInSandbox(payUrl: string, body: object = {}) {
  const chargeId = new URL(payUrl).pathname.split('/').pop();
  const response = await fetch(`${psp.url}/sandbox/charges/${chargeId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
}

async function orderStatus(token: string): Promise<string> {
  return (await call(context.app, '/charge/order/list', {}, token)).json().data.list[0].status;
}

describe('a deposit paid at the provider', { timeout: 30_000 }, () => {
  it('reaches the balance through the signed webhook, with its bonus', async () => {
    const player = await loginAsGuest(context.app);
    const created = await call(context.app, '/charge/create/order', { amount: 2000 }, player.token);
    await payInSandbox(created.json().data.payUrl);
    await expect.poll(() => balanceOf(player.token), { timeout: 15_000 }).toBe(2200);
    expect(await orderStatus(player.token)).toBe('paid');
    for (const books of await readBooks(context.database.db)) {
      expect(books.totalMinor, books.currency).toBe(0);
    }
  });

  it('holds a payment of a different amount for review and credits nothing', async () => {
    const player = await loginAsGuest(context.app);
    const created = await call(context.app, '/charge/create/order', { amount: 5000 }, player.token);
    await payInSandbox(created.json().data.payUrl, { amount: 4000 });
    await expect.poll(() => orderStatus(player.token), { timeout: 15_000 }).toBe('review');
    expect(await balanceOf(player.token)).toBe(0);
  });
});
