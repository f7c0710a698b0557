import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { call, useTestApp } from '../../../test/helper';
import { deliverWebhook, testPspSecret } from '../../../test/payment-provider';
import {
  opsCall,
  payoutEvent,
  readyToWithdraw,
  requestWithdrawal,
  signInStaff,
} from '../../../test/withdrawals';
import { queryRows } from '../../db/query-rows';
import { withdrawalOrders } from '../../db/schema';
import { postTransaction } from '../ledger/post-transaction';
import { withdrawalPaidTransaction } from '../ledger/postings/withdrawal-paid-transaction';
import { withdrawalRefundTransaction } from '../ledger/postings/withdrawal-refund-transaction';

// Every writer acts on what the ledger answers. These tests put the ledger where only a lost
// record could leave it (the movement booked, the order not updated) or where a bug would (the
// key spent on another movement), and check that nothing moves twice and nothing moves wrongly.
const context = useTestApp({
  PSP_URL: 'http://127.0.0.1:9',
  PSP_SECRET: testPspSecret,
  PAYOUT_SEND_INTERVAL_MS: '600000',
});

async function balanceOf(token: string): Promise<number> {
  return (await call(context.app, '/v1/bus/accountInfo', {}, token)).json().data.result.accountGold;
}

async function ledgerKinds(orderId: string): Promise<string[]> {
  const rows = await queryRows<{ kind: string }>(
    context.database.db,
    sql`select kind from ledger_transactions where reference = ${`withdrawal:${orderId}`} order by id`,
  );
  return rows.map((row) => row.kind);
}

/** The order's status and how many times its payout was sent to the provider, as stored. */
async function orderNow(orderId: string) {
  const [row] = await context.database.db
    .select({ status: withdrawalOrders.status, sendAttempts: withdrawalOrders.payoutSendAttempts })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderId, orderId));
  return row;
}

async function statusOf(orderId: string): Promise<string | undefined> {
  return (await orderNow(orderId))?.status;
}

/**
 * An approved withdrawal of R$ 200 (no fee) from a balance of R$ 300, once the send the approval
 * set off has found no provider and counted its attempt: the tests' own writes and snapshots then
 * race nothing in the background.
 */
async function approvedWithdrawal() {
  const player = await readyToWithdraw(context, 30_000);
  const order = (await requestWithdrawal(context.app, player, 20_000)).json().data.order;
  expect(order).toMatchObject({ status: 'approved', feeMinor: 0, taxMinor: 0 });
  await vi.waitFor(async () => expect((await orderNow(order.orderId))?.sendAttempts).toBe(1), {
    timeout: 5_000,
  });
  return { player, order };
}

describe('withdrawals act on what the ledger answers', () => {
  it('a payout the ledger already holds is recorded as paid without moving the money again', async () => {
    const { player, order } = await approvedWithdrawal();
    await context.database.db.transaction((tx) =>
      postTransaction(
        tx,
        withdrawalPaidTransaction({
          currency: 'BRL',
          orderId: order.orderId,
          amountMinor: 20_000,
          feeMinor: 0,
          taxMinor: 0,
        }),
      ),
    );
    const answer = await deliverWebhook(context.app, payoutEvent('payout.paid', order));
    expect(answer.statusCode).toBe(200);
    expect(await statusOf(order.orderId)).toBe('paid');
    expect(await ledgerKinds(order.orderId)).toEqual(['withdrawal_hold', 'withdrawal_paid']);
    expect(await balanceOf(player.token)).toBe(10_000);
    await expectBooksBalanced(context.database.db);
  });

  it('a refund the ledger already holds is not paid twice when staff reject', async () => {
    const player = await readyToWithdraw(context, 100_000);
    const order = (await requestWithdrawal(context.app, player, 80_000)).json().data.order;
    expect(order.status).toBe('reviewing');
    await context.database.db.transaction((tx) =>
      postTransaction(
        tx,
        withdrawalRefundTransaction({
          playerId: player.userId,
          currency: 'BRL',
          orderId: order.orderId,
          amountMinor: 80_000,
        }),
      ),
    );
    expect(await balanceOf(player.token)).toBe(100_000);
    const staff = await signInStaff(context);
    const rejected = await opsCall(
      context.app,
      '/ops/withdrawals/reject',
      { orderId: order.orderId, reason: 'Documents do not match.' },
      staff,
    );
    expect(rejected.json()).toMatchObject({
      success: true,
      data: { order: { status: 'rejected' } },
    });
    expect(await ledgerKinds(order.orderId)).toEqual(['withdrawal_hold', 'withdrawal_refund']);
    expect(await balanceOf(player.token)).toBe(100_000);
    await expectBooksBalanced(context.database.db);
  });

  it('a payout whose ledger key was spent on another movement changes nothing and is refused', async () => {
    const { order } = await approvedWithdrawal();
    // Another movement under the payout's key: a bug the ledger must not paper over.
    await context.database.db.transaction((tx) =>
      postTransaction(
        tx,
        withdrawalPaidTransaction({
          currency: 'BRL',
          orderId: order.orderId,
          amountMinor: 5_000,
          feeMinor: 0,
          taxMinor: 0,
        }),
      ),
    );
    const before = await databaseSnapshot(context.database.db);
    const answer = await deliverWebhook(context.app, payoutEvent('payout.paid', order));
    // Not acknowledged, so the provider keeps the event and sends it again once this is fixed.
    expect(answer.statusCode).toBe(500);
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
    expect(await statusOf(order.orderId)).toBe('approved');
  });
});
