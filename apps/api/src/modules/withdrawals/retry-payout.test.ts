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
import { queryRows } from '../../db/query-rows';
import { payoutSendAttemptsMax } from './payout-send-attempts';

// The real sandbox provider with its own loops: it pays each payout it accepted and reports it by
// signed webhook to the api listening here. The sender passes often, so its attempts run out fast
// while the provider is down.
const env: Record<string, string> = { PAYOUT_SEND_INTERVAL_MS: '100' };
let apiPort = 0;
beforeAll(async () => {
  apiPort = await freePort();
  env.WEBHOOK_BASE_URL = `http://127.0.0.1:${apiPort}`;
});
const { context, psp } = useTestAppWithSandboxPsp({ background: true, env });
beforeAll(async () => {
  await context.app.listen({ port: apiPort, host: '127.0.0.1' });
});

async function opsView(staff: string, orderId: string) {
  const list = (
    await opsCall(context.app, '/ops/withdrawals', { status: 'approved' }, staff)
  ).json().data.list as { orderId: string; awaitingRetry: boolean; payoutSendAttempts: number }[];
  return list.find((order) => order.orderId === orderId);
}

async function tracked(token: string, orderId: string): Promise<string> {
  return (await call(context.app, '/v1/bus/getWithdrawProcess', { orderId }, token)).json().data
    .order.status;
}

async function ledgerKinds(orderId: string): Promise<string[]> {
  const rows = await queryRows<{ kind: string }>(
    context.database.db,
    sql`select kind from ledger_transactions where reference = ${`withdrawal:${orderId}`} order by id`,
  );
  return rows.map((row) => row.kind);
}

describe('a payout the provider never accepted', { timeout: 90_000 }, () => {
  it('waits for staff after its attempts, and is paid once however many retries race', async () => {
    const player = await readyToWithdraw(context, 100_000, { paidDeposit: false });
    const { order } = (await requestWithdrawal(context.app, player, 90_000)).json().data;
    const staff = await signInStaff(context, 'finance');
    await psp.pause();
    try {
      await opsCall(context.app, '/ops/withdrawals/approve', { orderId: order.orderId }, staff);
      await expect
        .poll(async () => (await opsView(staff, order.orderId))?.awaitingRetry, {
          timeout: 30_000,
        })
        .toBe(true);
    } finally {
      await psp.resume();
    }
    const parked = await opsView(staff, order.orderId);
    expect(parked).toMatchObject({ status: 'approved', pspPayoutId: null });
    expect(parked?.payoutSendAttempts).toBeGreaterThanOrEqual(payoutSendAttemptsMax);
    expect(await tracked(player.token, order.orderId)).toBe('approved');

    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        opsCall(context.app, '/ops/withdrawals/retry', { orderId: order.orderId }, staff),
      ),
    );
    for (const retry of retries) {
      // Each is sent, or finds it already accepted: never a second payout.
      expect([200, 409]).toContain(retry.statusCode);
      if (retry.statusCode === 409) expect(retry.json().msgCode).toBe('withdrawal_not_retryable');
    }
    expect(retries.some((retry) => retry.statusCode === 200)).toBe(true);
    await expect.poll(() => tracked(player.token, order.orderId), { timeout: 30_000 }).toBe('paid');
    const again = await opsCall(
      context.app,
      '/ops/withdrawals/retry',
      { orderId: order.orderId },
      staff,
    );
    expect(again.json().msgCode).toBe('withdrawal_not_retryable');
    expect(await ledgerKinds(order.orderId)).toEqual(['withdrawal_hold', 'withdrawal_paid']);
    const balance = (await call(context.app, '/v1/bus/accountInfo', {}, player.token)).json().data
      .result.accountGold;
    expect(balance).toBe(10_000);
    const audits = await queryRows<{ action: string }>(
      context.database.db,
      sql`select action from staff_audit_log where subject = ${`withdrawal:${order.orderId}`}`,
    );
    expect(audits.filter((row) => row.action === 'withdrawal.retry_payout').length).toBe(
      retries.filter((retry) => retry.statusCode === 200).length,
    );
    await expectBooksBalanced(context.database.db);
  });

  it('refuses to retry one still in review, and one that does not exist, moving nothing', async () => {
    const player = await readyToWithdraw(context, 50_000, { paidDeposit: false });
    const { order } = (await requestWithdrawal(context.app, player, 20_000)).json().data;
    const staff = await signInStaff(context, 'admin');
    const inReview = await opsCall(
      context.app,
      '/ops/withdrawals/retry',
      { orderId: order.orderId },
      staff,
    );
    expect(inReview.statusCode).toBe(409);
    expect(inReview.json().msgCode).toBe('withdrawal_not_retryable');
    const unknown = await opsCall(context.app, '/ops/withdrawals/retry', { orderId: 'WX9' }, staff);
    expect(unknown.json().msgCode).toBe('withdrawal_unknown');
    expect(await ledgerKinds(order.orderId)).toEqual(['withdrawal_hold']);
  });
});
