import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/helper';
import {
  opsCall,
  readyToWithdraw,
  requestWithdrawal,
  signInStaff,
} from '../../../test/withdrawals';

// Brazil run under Law 14.790/2023 by configuration (PRODUCT.md §3.10).
const context = useTestApp({
  COMPLIANCE_PROFILE_BR: 'br-regulated',
  PSP_URL: 'http://127.0.0.1:9',
  PAYOUT_SEND_INTERVAL_MS: '600000',
});

describe('withdrawals under br-regulated', () => {
  it('promise a payout within 120 minutes of the request, and staff see when one is overdue', async () => {
    const player = await readyToWithdraw(context, 100_000);
    const info = (await call(context.app, '/v1/bus/withdrawInfo', {}, player.token)).json().data;
    expect(info.payoutDeadlineMinutes).toBe(120);
    const { order } = (await requestWithdrawal(context.app, player, 80_000)).json().data;
    const requestedAt = Date.parse(order.stages[0].at);
    expect(Date.parse(order.deadlineAt) - requestedAt).toBe(120 * 60_000);

    const staff = await signInStaff(context);
    const onTime = (await opsCall(context.app, '/ops/withdrawals', {}, staff)).json().data.list;
    expect(onTime).toMatchObject([{ orderId: order.orderId, overdue: false }]);
    await context.database.db.execute(
      sql`update withdrawal_orders set deadline_at = now() - interval '1 minute' where order_id = ${order.orderId}`,
    );
    const late = (await opsCall(context.app, '/ops/withdrawals', {}, staff)).json().data.list;
    expect(late).toMatchObject([{ orderId: order.orderId, overdue: true }]);
    const tracked = (
      await call(
        context.app,
        '/v1/bus/getWithdrawProcess',
        { orderId: order.orderId },
        player.token,
      )
    ).json().data.order;
    expect(Date.parse(tracked.deadlineAt)).toBeLessThan(Date.now());

    // Refunded, it owes no payout: no longer counted against the deadline.
    await opsCall(
      context.app,
      '/ops/withdrawals/reject',
      { orderId: order.orderId, reason: 'The holder differs from the player.' },
      staff,
    );
    const rejected = (
      await opsCall(context.app, '/ops/withdrawals', { status: 'rejected' }, staff)
    ).json().data.list;
    expect(rejected).toMatchObject([{ orderId: order.orderId, overdue: false }]);
  });

  it('offer no deposit bonus: advance bonuses are off under this profile', async () => {
    const player = await readyToWithdraw(context, 0);
    const amounts = (await call(context.app, '/charge/amount/list', {}, player.token)).json().data;
    expect(amounts.firstDepositOffer).toBeNull();
    expect(amounts.list.every((option: { bonusMinor: number }) => option.bonusMinor === 0)).toBe(
      true,
    );
  });
});
