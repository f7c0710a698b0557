import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMarket } from '@sorte/markets';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { testPspSecret } from '../../../test/payment-provider';
import {
  opsCall,
  readyToWithdraw,
  requestWithdrawal,
  signInStaff,
} from '../../../test/withdrawals';
import { queryRows } from '../../db/query-rows';

// No provider answers here: approved payouts stay approved (the sender is not due for minutes).
const context = useTestApp({
  PSP_URL: 'http://127.0.0.1:9',
  PSP_SECRET: testPspSecret,
  PAYOUT_SEND_INTERVAL_MS: '600000',
});

const secondApprovalAboveMinor = getMarket('BR').withdrawalSecondApprovalAboveMinor;

async function auditActions(orderId: string) {
  const rows = await queryRows<{ action: string; staff_id: number }>(
    context.database.db,
    sql`select action, staff_id from staff_audit_log where subject = ${`withdrawal:${orderId}`} order by id`,
  );
  return rows.map((row) => row.action);
}

/** A player whose lifetime deposits reach the level whose limit allows a large withdrawal. */
async function largeWithdrawal(amountMinor: number) {
  const player = await readyToWithdraw(context, amountMinor + 10_000);
  await context.database.db.execute(sql`
    insert into deposit_orders (order_id, player_id, currency, amount_minor, giving_rate_bps,
      method, status, paid_amount_minor, paid_at)
    values (${`SDVIP${player.userId}`}, ${player.userId}, 'BRL', 1000000, 0, 'pix', 'paid',
      1000000, now())`);
  const created = await requestWithdrawal(context.app, player, amountMinor);
  if (!created.json().success) throw new Error(`withdrawal: ${created.body}`);
  return { player, orderId: created.json().data.order.orderId as string };
}

const approve = (orderId: string, staff: string) =>
  opsCall(context.app, '/ops/withdrawals/approve', { orderId }, staff);

describe('the withdrawal review queue', () => {
  it('filters by stage, market, amount and age, and totals what matches', async () => {
    const staff = await signInStaff(context, 'finance');
    const small = await readyToWithdraw(context, 80_000, { paidDeposit: false });
    const large = await readyToWithdraw(context, 80_000, { paidDeposit: false });
    const smallOrder = (await requestWithdrawal(context.app, small, 60_100)).json().data.order;
    const largeOrder = (await requestWithdrawal(context.app, large, 70_300)).json().data.order;
    await context.database.db.execute(
      sql`update withdrawal_orders set requested_at = now() - interval '5 hours'
          where order_id = ${largeOrder.orderId}`,
    );
    const ask = async (filter: object) =>
      (await opsCall(context.app, '/ops/withdrawals', filter, staff)).json().data;
    const ids = (data: { list: { orderId: string }[] }) => data.list.map((row) => row.orderId);

    const both = await ask({ market: 'BR', amountMinorMin: 60_100, amountMinorMax: 70_300 });
    expect(ids(both)).toEqual(expect.arrayContaining([smallOrder.orderId, largeOrder.orderId]));
    expect(
      both.list.find((row: { orderId: string }) => row.orderId === largeOrder.orderId),
    ).toMatchObject({ market: 'BR', status: 'reviewing', awaitingSecondApprover: false });
    const exact = await ask({ amountMinorMin: 70_300, amountMinorMax: 70_300 });
    expect(ids(exact)).toContain(largeOrder.orderId);
    expect(ids(exact)).not.toContain(smallOrder.orderId);
    expect(exact.totalAmountMinor).toBe(70_300 * exact.list.length);
    const old = await ask({ olderThanHours: 4 });
    expect(ids(old)).toContain(largeOrder.orderId);
    expect(ids(old)).not.toContain(smallOrder.orderId);
    expect(ids(await ask({ market: 'MX' }))).toEqual([]);
    expect(
      ids(await ask({ status: 'approved', amountMinorMin: 60_100, amountMinorMax: 60_100 })),
    ).toEqual([]);

    const firstPage = await ask({ pageSize: 1 });
    expect(firstPage.list).toHaveLength(1);
    const secondPage = await ask({ pageSize: 1, cursor: firstPage.nextCursor });
    expect(ids(secondPage)).not.toEqual(ids(firstPage));
  });

  it('refuses a filter it cannot read, naming the field, and changes nothing', async () => {
    const staff = await signInStaff(context, 'read_only');
    const refused = await opsCall(context.app, '/ops/withdrawals', { olderThanHours: -1 }, staff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msgCode).toBe('bad_request');
  });
});

describe('a second approver above the market amount', () => {
  it('records the first approval, refuses the same person twice, and releases on the second', async () => {
    const amountMinor = secondApprovalAboveMinor + 50_000;
    const { orderId } = await largeWithdrawal(amountMinor);
    const first = await signInStaff(context, 'finance');
    const second = await signInStaff(context, 'admin');

    const once = await approve(orderId, first);
    expect(once.json().data.order).toMatchObject({
      status: 'reviewing',
      awaitingSecondApprover: true,
      reviewedBy: null,
    });
    expect(once.json().data.order.firstApprovedBy).toMatch(/^reviewer/);

    const twice = await approve(orderId, first);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msgCode).toBe('withdrawal_same_approver');

    const released = await approve(orderId, second);
    expect(released.json().data.order).toMatchObject({
      status: 'approved',
      awaitingSecondApprover: false,
      firstApprovedBy: once.json().data.order.firstApprovedBy,
    });
    expect(await auditActions(orderId)).toEqual(['withdrawal.first_approve', 'withdrawal.approve']);
    await expectBooksBalanced(context.database.db);
  });

  it('takes two approvals sent at once by two people as the first and the second', async () => {
    const { orderId } = await largeWithdrawal(secondApprovalAboveMinor + 100);
    const staff = await Promise.all([signInStaff(context), signInStaff(context, 'finance')]);
    const answers = await Promise.all(staff.map((token) => approve(orderId, token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await auditActions(orderId)).toEqual(['withdrawal.first_approve', 'withdrawal.approve']);
  });

  it('needs one approval at or below it', async () => {
    const player = await readyToWithdraw(context, 100_000, { paidDeposit: false });
    const { order } = (await requestWithdrawal(context.app, player, 90_000)).json().data;
    const answer = await approve(order.orderId, await signInStaff(context, 'finance'));
    expect(answer.json().data.order).toMatchObject({ status: 'approved', firstApprovedBy: null });
    expect(await auditActions(order.orderId)).toEqual(['withdrawal.approve']);
  });
});

describe("a withdrawal's risk picture", () => {
  it('shows lifetime money, turnover, devices and the accounts sharing a device, key or CPF', async () => {
    const player = await readyToWithdraw(context, 50_000, { paidDeposit: false });
    await context.database.db.execute(sql`
      insert into deposit_orders (order_id, player_id, currency, amount_minor, giving_rate_bps,
        method, status, paid_amount_minor, paid_at)
      values (${`SDRISK${player.userId}`}, ${player.userId}, 'BRL', 7000, 0, 'pix', 'paid', 6500,
        now())`);
    // One account on the same phone, one paying out to the player's CPF key.
    // (A guest on that phone would be the player again: the other account signed in there with
    // its password, which records the device as a password login does.)
    const samePhone = await loginAsGuest(context.app);
    await context.database.db.execute(
      sql`insert into player_devices (player_id, device_id)
          values (${samePhone.userId}, ${player.deviceId})`,
    );
    const sameKey = await loginAsGuest(context.app);
    await call(
      context.app,
      '/v1/bus/addPayoutAccount',
      { channelId: 'br_pix_cpf', account: player.cpf, holderName: 'Outra Pessoa' },
      sameKey.token,
    );
    const stranger = await loginAsGuest(context.app);
    const { order } = (await requestWithdrawal(context.app, player, 20_000)).json().data;

    const staff = await signInStaff(context, 'read_only');
    const risk = (
      await opsCall(context.app, '/ops/withdrawals/risk', { orderId: order.orderId }, staff)
    ).json().data;
    expect(risk).toMatchObject({
      market: 'BR',
      deposits: [{ currency: 'BRL', count: 1, sumMinor: 6500 }],
      withdrawals: [],
      turnover: [{ currency: 'BRL', wageringRemainingMinor: 0 }],
    });
    expect(risk.devices.map((device: { deviceId: string }) => device.deviceId)).toContain(
      player.deviceId,
    );
    const shared = new Map(
      risk.sharedWith.map((row: { playerId: string; links: string[] }) => [
        row.playerId,
        row.links,
      ]),
    );
    const idOf = async (account: { userId: number }) =>
      (
        await queryRows<{ external_id: string }>(
          context.database.db,
          sql`select external_id from players where id = ${account.userId}`,
        )
      )[0]?.external_id;
    expect(shared.get(await idOf(samePhone))).toEqual(['device']);
    // A PIX key that is a CPF names its holder's CPF too: both links show.
    expect(shared.get(await idOf(sameKey))).toEqual(['payout_account', 'cpf']);
    expect(shared.has(await idOf(stranger))).toBe(false);
  });

  it('answers withdrawal_unknown for an order that does not exist', async () => {
    const staff = await signInStaff(context, 'finance');
    const answer = await opsCall(context.app, '/ops/withdrawals/risk', { orderId: 'WX0' }, staff);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().msgCode).toBe('withdrawal_unknown');
  });
});

describe('who may use the review calls', () => {
  const calls: [string, object][] = [
    ['/ops/withdrawals/risk', { orderId: 'WX1' }],
    ['/ops/withdrawals/retry', { orderId: 'WX1' }],
    ['/ops/deposits', {}],
    ['/ops/deposits/credit', { orderId: 'SD1', reason: 'paid less' }],
    ['/ops/deposits/refund', { orderId: 'SD1', reason: 'paid less' }],
  ];

  it('refuses no token and a player token on every call', async () => {
    const player = await loginAsGuest(context.app);
    for (const [path, body] of calls) {
      const bare = await context.app.inject({ method: 'POST', url: path, payload: body });
      expect(bare.statusCode, path).toBe(401);
      const asPlayer = await opsCall(context.app, path, body, player.token);
      expect(asPlayer.json().msgCode, path).toBe('token_invalid');
    }
  });

  it('lets read-only staff read but not write, and support neither', async () => {
    const readOnly = await signInStaff(context, 'read_only');
    const support = await signInStaff(context, 'support');
    for (const [path, body] of calls) {
      const writes = !path.endsWith('/risk') && path !== '/ops/deposits';
      const asReadOnly = await opsCall(context.app, path, body, readOnly);
      expect(asReadOnly.json().msgCode === 'staff_role_forbidden', path).toBe(writes);
      const asSupport = await opsCall(context.app, path, body, support);
      expect(asSupport.json().msgCode, path).toBe('staff_role_forbidden');
    }
  });
});
