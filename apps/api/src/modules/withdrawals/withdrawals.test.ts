import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
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

// No provider answers here: approved payouts stay approved, and the tests play the provider's
// webhooks themselves. withdrawals-through-provider.test.ts drives the real sandbox provider.
const context = useTestApp({
  PSP_URL: 'http://127.0.0.1:9',
  PSP_SECRET: testPspSecret,
  PAYOUT_SEND_INTERVAL_MS: '600000',
});

async function balanceOf(token: string): Promise<number> {
  return (await call(context.app, '/v1/bus/accountInfo', {}, token)).json().data.result.accountGold;
}

async function orderRow(orderId: string) {
  const [row] = await context.database.db
    .select()
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderId, orderId));
  return row;
}

async function ledgerKinds(orderId: string): Promise<string[]> {
  const rows = await queryRows<{ kind: string }>(
    context.database.db,
    sql`select kind from ledger_transactions where reference = ${`withdrawal:${orderId}`} order by id`,
  );
  return rows.map((row) => row.kind);
}

describe('what a player may withdraw', () => {
  it('shows the balance, the withdrawable part, the turnover left and the amounts', async () => {
    const player = await readyToWithdraw(context, 60_000);
    const info = (await call(context.app, '/v1/bus/withdrawInfo', {}, player.token)).json().data;
    expect(info).toMatchObject({
      currency: 'BRL',
      balanceMinor: 60_000,
      withdrawableMinor: 60_000,
      wageringRemainingMinor: 0,
      amountMinorMin: 100,
      amountMultipleOfMinor: 100,
      openOrderId: null,
      payoutDeadlineMinutes: null,
    });
    expect(info.amountOptionsMinor).toContain(10_000);
    expect(info.channels.map((channel: { channelId: string }) => channel.channelId)).toContain(
      'br_pix_cpf',
    );
  });

  it('refuses with needPlayGame, naming the turnover left, while turnover remains; nothing is held', async () => {
    const player = await readyToWithdraw(context, 10_000);
    await context.database.db.execute(
      sql`update ledger_accounts set wagering_remaining_minor = 2550, wagering_target_minor = 5000 where player_id = ${player.userId}`,
    );
    const progress = (
      await call(context.app, '/v1/bus/getPayOutPreTaskProcess', {}, player.token)
    ).json().data;
    expect(progress).toEqual({
      currency: 'BRL',
      wageringRemainingMinor: 2550,
      wageringTargetMinor: 5000,
      progressBps: 4900,
    });
    const response = await requestWithdrawal(context.app, player, 5000);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, msgCode: 'needPlayGame' });
    expect(response.json().msg).toContain('R$ 25,50');
    expect(await balanceOf(player.token)).toBe(10_000);
    await expectBooksBalanced(context.database.db);
  });

  it('quotes the fee on the part above R$ 500, deducted from what arrives, and holds the order to it', async () => {
    const player = await readyToWithdraw(context, 200_000);
    const quoted = (
      await call(
        context.app,
        '/v1/bus/withdrawInfo2',
        { amountMinor: 100_000, accountId: player.accountId },
        player.token,
      )
    ).json().data;
    expect(quoted.refusal).toBeNull();
    expect(quoted.quote).toEqual({
      amountMinor: 100_000,
      feeMinor: 2500,
      taxMinor: 0,
      arrivesMinor: 97_500,
      channelId: 'br_pix_cpf',
      typicalMinutes: 2,
    });
    const stale = await call(
      context.app,
      '/withdraw/create/order',
      { amountMinor: 100_000, accountId: player.accountId, feeMinor: 0, taxMinor: 0 },
      player.token,
    );
    expect(stale.json()).toMatchObject({ success: false, msgCode: 'quote_changed' });
    expect(await balanceOf(player.token)).toBe(200_000);
  });
});

describe('a withdrawal request', () => {
  it('holds the amount and, for a small amount of a checked account, is approved at once', async () => {
    const player = await readyToWithdraw(context, 30_000);
    const response = await requestWithdrawal(context.app, player, 20_000);
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json().data;
    expect(order).toMatchObject({
      status: 'approved',
      amountMinor: 20_000,
      arrivesMinor: 20_000,
      refundedMinor: 0,
      cancellable: false,
    });
    expect(order.stages.map((stage: { stage: string }) => stage.stage)).toEqual([
      'requested',
      'reviewing',
      'approved',
    ]);
    expect(await balanceOf(player.token)).toBe(10_000);
    expect(await ledgerKinds(order.orderId)).toEqual(['withdrawal_hold']);
    await expectBooksBalanced(context.database.db);
  });

  it('waits for staff above the automatic amount, and for a player with no paid deposit', async () => {
    const big = await readyToWithdraw(context, 100_000);
    const bigOrder = (await requestWithdrawal(context.app, big, 60_000)).json().data.order;
    expect(bigOrder).toMatchObject({ status: 'reviewing', cancellable: true });
    const unchecked = await readyToWithdraw(context, 10_000, { paidDeposit: false });
    const uncheckedOrder = (await requestWithdrawal(context.app, unchecked, 5000)).json().data
      .order;
    expect(uncheckedOrder).toMatchObject({ status: 'reviewing' });
  });

  it('lets a player on a break withdraw: protection never blocks taking money out', async () => {
    const player = await readyToWithdraw(context, 10_000);
    const onBreak = await call(context.app, '/v1/bus/takeBreak', { days: 7 }, player.token);
    expect(onBreak.json().success, onBreak.body).toBe(true);
    const response = await requestWithdrawal(context.app, player, 5000);
    expect(response.json()).toMatchObject({ success: true });
  });

  it('allows one open withdrawal at a time, with withdrawProcessing', async () => {
    const player = await readyToWithdraw(context, 100_000);
    await requestWithdrawal(context.app, player, 60_000);
    const second = await requestWithdrawal(context.app, player, 100);
    expect(second.json()).toMatchObject({ success: false, msgCode: 'withdrawProcessing' });
    expect(second.json().msg).toMatch(/^Você já tem um saque em andamento/);
    expect(await balanceOf(player.token)).toBe(40_000);
  });

  it('holds exactly one of 50 withdrawals of the whole balance sent at once', async () => {
    const player = await readyToWithdraw(context, 40_000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => requestWithdrawal(context.app, player, 40_000)),
    );
    const accepted = responses.filter((response) => response.json().success);
    expect(accepted).toHaveLength(1);
    for (const refused of responses.filter((response) => !response.json().success)) {
      expect(['withdrawProcessing', 'too_frequent', 'insufficient_balance']).toContain(
        refused.json().msgCode,
      );
      expect(refused.statusCode).toBeLessThan(500);
      // Whichever check caught it, the player reads why in their own words.
      expect(refused.json().msg).toMatch(/saque|saldo/i);
    }
    expect(await balanceOf(player.token)).toBe(0);
    const [held] = await queryRows<{ count: string }>(
      context.database.db,
      sql`select count(*)::text as count from ledger_transactions where kind = 'withdrawal_hold'`,
    );
    expect(held?.count).toBe('1');
    await expectBooksBalanced(context.database.db);
  });

  it('answers one order to a request sent 20 times at once with its key, and again after it ended', async () => {
    // Above the automatic amount, so it waits in review, where the player may cancel it.
    const player = await readyToWithdraw(context, 80_000);
    const key = 'withdraw-retry-0001';
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => requestWithdrawal(context.app, player, 60_000, key)),
    );
    const orderIds = new Set(responses.map((response) => response.json().data?.order.orderId));
    expect(responses.every((response) => response.json().success)).toBe(true);
    expect(orderIds.size).toBe(1);
    expect(await balanceOf(player.token)).toBe(20_000);
    const [orderId] = [...orderIds];
    const cancelled = await call(
      context.app,
      '/v1/bus/cancelWithdrawal',
      { orderId },
      player.token,
    );
    expect(cancelled.json().success, cancelled.body).toBe(true);
    // A retry arriving after the order ended still names that order: no second withdrawal.
    const late = await requestWithdrawal(context.app, player, 60_000, key);
    expect(late.json().data.order).toMatchObject({ orderId, status: 'cancelled' });
    expect(await balanceOf(player.token)).toBe(80_000);
    expect(await ledgerKinds(orderId as string)).toEqual(['withdrawal_hold', 'withdrawal_refund']);
    await expectBooksBalanced(context.database.db);
  });

  it('refuses a key sent again with another amount, and changes nothing', async () => {
    const player = await readyToWithdraw(context, 50_000);
    const first = await requestWithdrawal(context.app, player, 10_000, 'withdraw-reused-01');
    expect(first.json().success).toBe(true);
    const reused = await requestWithdrawal(context.app, player, 20_000, 'withdraw-reused-01');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ success: false, msgCode: 'idempotency_key_reused' });
    expect(reused.json().msg).toMatch(/outros dados/);
    expect(await balanceOf(player.token)).toBe(40_000);
  });

  it('refuses an account that is not the player’s, and changes nothing', async () => {
    const owner = await readyToWithdraw(context, 10_000);
    const thief = await readyToWithdraw(context, 10_000);
    const response = await requestWithdrawal(
      context.app,
      { token: thief.token, accountId: owner.accountId },
      5000,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ msgCode: 'payout_account_unknown' });
    expect(await balanceOf(thief.token)).toBe(10_000);
  });
});

describe('the stages after the request', () => {
  it('is paid once however often the provider reports it, with the fee kept and the books even', async () => {
    const player = await readyToWithdraw(context, 100_000);
    const order = (await requestWithdrawal(context.app, player, 100_000)).json().data.order;
    const staff = await signInStaff(context);
    await opsCall(context.app, '/ops/withdrawals/approve', { orderId: order.orderId }, staff);
    // 50 at once: 25 events of their own about the payout, and one event delivered 25 times.
    const repeated = payoutEvent('payout.paid', order);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        deliverWebhook(context.app, index % 2 === 0 ? repeated : payoutEvent('payout.paid', order)),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const tracked = (
      await call(
        context.app,
        '/v1/bus/getWithdrawProcess',
        { orderId: order.orderId },
        player.token,
      )
    ).json().data.order;
    expect(tracked).toMatchObject({ status: 'paid', feeMinor: 2500, arrivesMinor: 97_500 });
    expect(tracked.stages.map((stage: { stage: string }) => stage.stage)).toEqual([
      'requested',
      'reviewing',
      'approved',
      'sent',
      'paid',
    ]);
    expect(await ledgerKinds(order.orderId)).toEqual(['withdrawal_hold', 'withdrawal_paid']);
    expect(await balanceOf(player.token)).toBe(0);
    await expectBooksBalanced(context.database.db);
  });

  it('refunds a failed payout exactly once, with the reason, and lets the player try again', async () => {
    const player = await readyToWithdraw(context, 30_000);
    const order = (await requestWithdrawal(context.app, player, 20_000)).json().data.order;
    const repeated = payoutEvent('payout.failed', order, 'invalid_destination');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        deliverWebhook(
          context.app,
          index % 2 === 0 ? repeated : payoutEvent('payout.failed', order, 'invalid_destination'),
        ),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    // A paid event arriving late about the same payout changes nothing.
    await deliverWebhook(context.app, payoutEvent('payout.paid', order));
    const tracked = (await call(context.app, '/v1/bus/getWithdrawProcess', {}, player.token)).json()
      .data.order;
    expect(tracked).toMatchObject({
      status: 'failed',
      failureReason: 'invalid_destination',
      refundedMinor: 20_000,
      accountId: player.accountId,
    });
    expect(await balanceOf(player.token)).toBe(30_000);
    expect(await ledgerKinds(order.orderId)).toEqual(['withdrawal_hold', 'withdrawal_refund']);
    await context.database.db.execute(
      sql`update withdrawal_orders set requested_at = requested_at - interval '2 minutes' where order_id = ${order.orderId}`,
    );
    const again = await requestWithdrawal(context.app, player, 20_000);
    expect(again.json()).toMatchObject({ success: true });
    await expectBooksBalanced(context.database.db);
  });

  it('lets the player cancel in review, refunding in the same step, and only then', async () => {
    const player = await readyToWithdraw(context, 100_000);
    const order = (await requestWithdrawal(context.app, player, 80_000)).json().data.order;
    const cancels = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(context.app, '/v1/bus/cancelWithdrawal', { orderId: order.orderId }, player.token),
      ),
    );
    expect(cancels.filter((response) => response.json().success)).toHaveLength(1);
    expect(
      cancels.filter((response) => response.json().msgCode === 'withdrawal_not_cancellable'),
    ).toHaveLength(9);
    expect(await balanceOf(player.token)).toBe(100_000);
    expect((await orderRow(order.orderId))?.status).toBe('cancelled');
    await expectBooksBalanced(context.database.db);
  });

  it('takes one verdict of 50 approvals and rejections sent at once', async () => {
    const player = await readyToWithdraw(context, 100_000);
    const order = (await requestWithdrawal(context.app, player, 90_000)).json().data.order;
    const staff = await signInStaff(context);
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0
          ? opsCall(context.app, '/ops/withdrawals/approve', { orderId: order.orderId }, staff)
          : opsCall(
              context.app,
              '/ops/withdrawals/reject',
              { orderId: order.orderId, reason: 'Documents do not match.' },
              staff,
            ),
      ),
    );
    expect(verdicts.filter((response) => response.json().success)).toHaveLength(1);
    expect(
      verdicts.filter((response) => response.json().msgCode === 'withdrawal_not_in_review'),
    ).toHaveLength(49);
    const row = await orderRow(order.orderId);
    const kinds = await ledgerKinds(order.orderId);
    if (row?.status === 'rejected') {
      expect(kinds).toEqual(['withdrawal_hold', 'withdrawal_refund']);
      expect(await balanceOf(player.token)).toBe(100_000);
    } else {
      expect(row?.status).toBe('approved');
      expect(kinds).toEqual(['withdrawal_hold']);
    }
    await expectBooksBalanced(context.database.db);
  });

  it('shows a rejection with the reason staff wrote, refunded whole', async () => {
    const player = await readyToWithdraw(context, 100_000);
    const order = (await requestWithdrawal(context.app, player, 70_000)).json().data.order;
    const staff = await signInStaff(context);
    const queue = (await opsCall(context.app, '/ops/withdrawals', {}, staff)).json().data;
    expect(queue.list.map((item: { orderId: string }) => item.orderId)).toContain(order.orderId);
    const rejected = await opsCall(
      context.app,
      '/ops/withdrawals/reject',
      { orderId: order.orderId, reason: 'The account holder differs from the player.' },
      staff,
    );
    expect(rejected.json().data.order).toMatchObject({ status: 'rejected', refundedMinor: 70_000 });
    const tracked = (await call(context.app, '/v1/bus/getWithdrawProcess', {}, player.token)).json()
      .data.order;
    expect(tracked.rejectionReason).toBe('The account holder differs from the player.');
    expect(await balanceOf(player.token)).toBe(100_000);
    expect(await ledgerKinds(order.orderId)).toEqual(['withdrawal_hold', 'withdrawal_refund']);
    await expectBooksBalanced(context.database.db);
  });

  it('never shows or touches another player’s withdrawals', async () => {
    const owner = await readyToWithdraw(context, 100_000);
    const order = (await requestWithdrawal(context.app, owner, 80_000)).json().data.order;
    const other = await loginAsGuest(context.app);
    const seen = await call(
      context.app,
      '/v1/bus/getWithdrawProcess',
      { orderId: order.orderId },
      other.token,
    );
    expect(seen.json()).toMatchObject({ success: false, msgCode: 'withdrawal_unknown' });
    const cancelled = await call(
      context.app,
      '/v1/bus/cancelWithdrawal',
      { orderId: order.orderId },
      other.token,
    );
    expect(cancelled.json()).toMatchObject({ success: false, msgCode: 'withdrawal_unknown' });
    const list = (await call(context.app, '/v1/bus/getAllWithdrawOrders', {}, other.token)).json()
      .data;
    expect(list).toEqual({ list: [], nextCursor: null });
    const quoted = await call(
      context.app,
      '/v1/bus/withdrawInfo2',
      { amountMinor: 10_000, accountId: owner.accountId },
      other.token,
    );
    expect(quoted.json()).toMatchObject({ success: false, msgCode: 'payout_account_unknown' });
    const others = (await call(context.app, '/withdraw/bank/list', {}, other.token)).json().data;
    expect(others.list).toEqual([]);
    expect((await orderRow(order.orderId))?.status).toBe('reviewing');
    expect(await balanceOf(owner.token)).toBe(20_000);
    await expectBooksBalanced(context.database.db);
  });
});

describe('the operator API', () => {
  it('refuses a player’s token, a missing one and a wrong password', async () => {
    const player = await loginAsGuest(context.app);
    for (const headers of [
      { authorization: `Bearer ${player.token}` },
      { 'access-token': player.token },
      {},
    ]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/ops/withdrawals',
        headers,
        payload: {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, msgCode: 'token_invalid' });
    }
    await signInStaff(context);
    const wrong = await call(context.app, '/ops/login', {
      username: 'nobody',
      password: 'not the password at all',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('ends a staff session at logout', async () => {
    const staff = await signInStaff(context);
    expect((await opsCall(context.app, '/ops/logout', {}, staff)).json().success).toBe(true);
    expect((await opsCall(context.app, '/ops/withdrawals', {}, staff)).statusCode).toBe(401);
  });
});
