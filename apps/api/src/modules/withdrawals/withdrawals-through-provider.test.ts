import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { freePort } from '../../../test/free-port';
import { call } from '../../../test/helper';
import { useTestAppWithSandboxPsp } from '../../../test/sandbox-psp';
import {
  opsCall,
  readyToWithdraw,
  requestWithdrawal,
  signInStaff,
} from '../../../test/withdrawals';

// The real sandbox provider, its own loops running: it pays or fails each payout a few seconds
// after accepting it and reports the outcome by signed webhook to the api, listening here.
const env: Record<string, string> = { PAYOUT_SEND_INTERVAL_MS: '500' };
let apiPort = 0;
beforeAll(async () => {
  apiPort = await freePort();
  env.WEBHOOK_BASE_URL = `http://127.0.0.1:${apiPort}`;
});
const { context } = useTestAppWithSandboxPsp({ background: true, env });
beforeAll(async () => {
  await context.app.listen({ port: apiPort, host: '127.0.0.1' });
});

async function tracked(token: string, orderId: string) {
  return (await call(context.app, '/v1/bus/getWithdrawProcess', { orderId }, token)).json().data
    .order;
}

async function balanceOf(token: string): Promise<number> {
  return (await call(context.app, '/v1/bus/accountInfo', {}, token)).json().data.result.accountGold;
}

describe('a withdrawal paid out by the provider', { timeout: 60_000 }, () => {
  it('goes requested → approved → sent → paid on its own for a small amount', async () => {
    const player = await readyToWithdraw(context, 30_000);
    const { order } = (await requestWithdrawal(context.app, player, 20_000)).json().data;
    await expect
      .poll(async () => (await tracked(player.token, order.orderId)).status, { timeout: 30_000 })
      .toBe('paid');
    const paid = await tracked(player.token, order.orderId);
    expect(paid.stages.map((stage: { stage: string }) => stage.stage)).toEqual([
      'requested',
      'reviewing',
      'approved',
      'sent',
      'paid',
    ]);
    expect(await balanceOf(player.token)).toBe(10_000);
    const notices = (await call(context.app, '/v1/bus/accountInfo', {}, player.token)).json().data
      .result.withdrawNoticeInfo;
    expect(notices).toEqual([{ orderId: order.orderId, amount: 20_000, status: 'paid' }]);
    await expectBooksBalanced(context.database.db);
  });

  it('after staff approval, pays a large amount', async () => {
    const player = await readyToWithdraw(context, 100_000);
    const { order } = (await requestWithdrawal(context.app, player, 90_000)).json().data;
    expect(order.status).toBe('reviewing');
    const staff = await signInStaff(context);
    const approved = await opsCall(
      context.app,
      '/ops/withdrawals/approve',
      { orderId: order.orderId },
      staff,
    );
    expect(approved.json().data.order).toMatchObject({ status: 'approved', autoApproved: false });
    await expect
      .poll(async () => (await tracked(player.token, order.orderId)).status, { timeout: 30_000 })
      .toBe('paid');
    await expectBooksBalanced(context.database.db);
  });

  it('refunds a payout to a key nobody holds, and pays once the player fixes the key', async () => {
    const player = await readyToWithdraw(context, 30_000);
    const added = await call(
      context.app,
      '/v1/bus/addPayoutAccount',
      { channelId: 'br_pix_email', account: 'wrong@example.com', holderName: 'Maria da Silva' },
      player.token,
    );
    const accountId = added.json().data.account.accountId;
    const { order } = (
      await requestWithdrawal(context.app, { token: player.token, accountId }, 20_000)
    ).json().data;
    await expect
      .poll(async () => (await tracked(player.token, order.orderId)).status, { timeout: 30_000 })
      .toBe('failed');
    expect(await tracked(player.token, order.orderId)).toMatchObject({
      failureReason: 'invalid_destination',
      refundedMinor: 20_000,
      accountId,
    });
    expect(await balanceOf(player.token)).toBe(30_000);

    await call(
      context.app,
      '/v1/bus/updatePayoutAccount',
      {
        accountId,
        channelId: 'br_pix_email',
        account: 'maria@example.com',
        holderName: 'Maria da Silva',
      },
      player.token,
    );
    // The market asks a minute between two requests; the test does not wait for it.
    await context.database.db.execute(
      sql`update withdrawal_orders set requested_at = requested_at - interval '2 minutes'`,
    );
    const retried = (
      await requestWithdrawal(context.app, { token: player.token, accountId }, 20_000)
    ).json().data.order;
    await expect
      .poll(async () => (await tracked(player.token, retried.orderId)).status, { timeout: 30_000 })
      .toBe('paid');
    expect(await balanceOf(player.token)).toBe(10_000);
    await expectBooksBalanced(context.database.db);
  });
});
