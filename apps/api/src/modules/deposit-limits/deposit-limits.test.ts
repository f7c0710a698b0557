import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest } from '../../../test/helper';
import { playerRecords } from '../../../test/player-records';
import { chargePaidEvent, deliverWebhook } from '../../../test/payment-provider';
import { useTestAppWithSandboxPsp } from '../../../test/sandbox-psp';
import { depositLimitChanges, depositOrders } from '../../db/schema';

const { context } = useTestAppWithSandboxPsp();

async function limitsOf(token: string) {
  const response = await call(context.app, '/v1/bus/depositLimits', {}, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    coolingOffHours: number;
    limits: {
      period: string;
      amountMinor: number | null;
      usedMinor: number;
      pending: { amountMinor: number | null; effectiveAt: string } | null;
    }[];
  };
}

async function setLimit(token: string, period: string, amountMinor: number | null) {
  const response = await call(
    context.app,
    '/v1/bus/setDepositLimit',
    { period, amountMinor },
    token,
  );
  return { status: response.statusCode, body: response.json() };
}

function deposit(token: string, amount: number) {
  return call(context.app, '/charge/create/order', { amount }, token);
}

async function ordersOf(playerId: number) {
  return (await playerRecords(context.database.db, playerId)).depositOrders;
}

/** Moves every waiting change of the player into force, as if its 24 hours had passed. */
async function letCoolingOffPass(playerId: number) {
  await context.database.db
    .update(depositLimitChanges)
    .set({ effectiveAt: sql`now() - interval '1 second'` })
    .where(eq(depositLimitChanges.playerId, playerId));
}

describe('deposit limits', () => {
  it('start empty, one per day, week and month', async () => {
    const player = await loginAsGuest(context.app);
    expect(await limitsOf(player.token)).toEqual({
      coolingOffHours: 24,
      limits: ['day', 'week', 'month'].map((period) => ({
        period,
        amountMinor: null,
        usedMinor: 0,
        pending: null,
      })),
    });
  });

  it('refuse the deposit that would pass a limit, saying what is left, and write nothing', async () => {
    const player = await loginAsGuest(context.app);
    const set = await setLimit(player.token, 'day', 5_000);
    expect(set.status).toBe(200);
    expect(set.body.data.limits[0]).toMatchObject({
      period: 'day',
      amountMinor: 5_000,
      pending: null,
    });

    expect((await deposit(player.token, 2_000)).statusCode).toBe(200);
    expect((await deposit(player.token, 2_000)).statusCode).toBe(200);
    const over = await deposit(player.token, 2_000);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      msgCode: 'deposit_limit_reached',
      msg: 'Este depósito passa do seu limite diário de R$ 50,00. Você ainda pode depositar R$ 10,00 neste período.',
    });
    expect(await ordersOf(player.userId)).toHaveLength(2);
    expect((await deposit(player.token, 1_000)).statusCode).toBe(200);
    const [day] = (await limitsOf(player.token)).limits;
    expect(day?.usedMinor).toBe(5_000);
  });

  it('count paid deposits and payable ones, not expired or failed ones', async () => {
    const player = await loginAsGuest(context.app);
    await setLimit(player.token, 'week', 3_000);
    const first = (await deposit(player.token, 2_000)).json().data.order;
    const [row] = await context.database.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.orderId, first.orderId));
    await deliverWebhook(
      context.app,
      chargePaidEvent({
        chargeId: row?.pspChargeId ?? '',
        orderId: first.orderId,
        amountMinor: 2_000,
      }),
    );
    // The paid R$ 20 counts: R$ 20 more would pass R$ 30.
    expect((await deposit(player.token, 2_000)).statusCode).toBe(403);
    const payable = (await deposit(player.token, 1_000)).json().data.order;
    // So does one still payable; once it has expired, its R$ 10 are free again.
    expect((await deposit(player.token, 1_000)).statusCode).toBe(403);
    await context.database.db
      .update(depositOrders)
      .set({ status: 'expired' })
      .where(eq(depositOrders.orderId, payable.orderId));
    expect((await deposit(player.token, 1_000)).statusCode).toBe(200);
    expect((await limitsOf(player.token)).limits[1]?.usedMinor).toBe(3_000);
    // A checkout left open past its expiry stops holding room, even before the provider says so.
    await context.database.db
      .update(depositOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(depositOrders.status, 'pending'));
    expect((await limitsOf(player.token)).limits[1]?.usedMinor).toBe(2_000);
    await expectBooksBalanced(context.database.db);
  });

  it('lower at once but raise or remove only after 24 hours', async () => {
    const player = await loginAsGuest(context.app);
    await setLimit(player.token, 'month', 10_000);
    const lower = await setLimit(player.token, 'month', 3_000);
    expect(lower.body.data.limits[2]).toMatchObject({ amountMinor: 3_000, pending: null });

    const before = Date.now();
    const raise = await setLimit(player.token, 'month', 50_000);
    const month = raise.body.data.limits[2];
    expect(month.amountMinor).toBe(3_000);
    expect(month.pending.amountMinor).toBe(50_000);
    expect(Date.parse(month.pending.effectiveAt)).toBeGreaterThanOrEqual(before + 24 * 3600_000);
    expect((await deposit(player.token, 5_000)).statusCode).toBe(403);

    await letCoolingOffPass(player.userId);
    expect((await limitsOf(player.token)).limits[2]).toMatchObject({
      amountMinor: 50_000,
      pending: null,
    });
    expect((await deposit(player.token, 5_000)).statusCode).toBe(200);

    const removal = await setLimit(player.token, 'month', null);
    expect(removal.body.data.limits[2]).toMatchObject({
      amountMinor: 50_000,
      pending: { amountMinor: null },
    });
  });

  it('let a lower limit set later win over a raise still waiting', async () => {
    const player = await loginAsGuest(context.app);
    await setLimit(player.token, 'day', 5_000);
    await setLimit(player.token, 'day', 20_000);
    await setLimit(player.token, 'day', 4_000);
    await letCoolingOffPass(player.userId);
    expect((await limitsOf(player.token)).limits[0]).toMatchObject({
      amountMinor: 4_000,
      pending: null,
    });
  });

  it('refuse a malformed limit and change nothing', async () => {
    const player = await loginAsGuest(context.app);
    for (const body of [
      { period: 'year', amountMinor: 1000 },
      { period: 'day', amountMinor: 0 },
      { period: 'day', amountMinor: 10.5 },
      { period: 'day' },
    ]) {
      const response = await call(context.app, '/v1/bus/setDepositLimit', body, player.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().msgCode).toBe('bad_request');
    }
    expect(
      await context.database.db
        .select()
        .from(depositLimitChanges)
        .where(eq(depositLimitChanges.playerId, player.userId)),
    ).toHaveLength(0);
  });

  it('never let orders started at once pass a limit together', async () => {
    const player = await loginAsGuest(context.app);
    await setLimit(player.token, 'day', 3_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => deposit(player.token, 1_000)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(
      answers.filter((answer) => answer.json().msgCode === 'deposit_limit_reached'),
    ).toHaveLength(27);
    const counted = (await ordersOf(player.userId)).filter((order) => order.status !== 'failed');
    expect(counted.reduce((sum, order) => sum + order.amountMinor, 0)).toBe(3_000);
  });
});
