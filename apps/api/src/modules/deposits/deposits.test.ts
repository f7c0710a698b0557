import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest } from '../../../test/helper';
import {
  chargeExpiredEvent,
  chargePaidEvent,
  deliverWebhook,
} from '../../../test/payment-provider';
import { useTestAppWithSandboxPsp } from '../../../test/sandbox-psp';
import { depositOrders, ledgerTransactions, players } from '../../db/schema';

const { context, psp } = useTestAppWithSandboxPsp();

async function accountOf(token: string) {
  return (await call(context.app, '/v1/bus/accountInfo', {}, token)).json().data.result as {
    accountGold: number;
    wageringRemainingMinor: number;
    charge10Flag: number;
    charge20TotalNum: number;
    processOrderId: string | null;
    payType: string | null;
  };
}

async function createOrder(token: string, amount: number) {
  const response = await call(context.app, '/charge/create/order', { amount }, token);
  expect(response.statusCode, response.body).toBe(200);
  const { order, payUrl } = response.json().data as {
    payUrl: string;
    order: { orderId: string; status: string; amountMinor: number };
  };
  const [row] = await context.database.db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.orderId, order.orderId));
  if (!row?.pspChargeId) throw new Error('the order has no charge');
  return { order, payUrl, chargeId: row.pspChargeId, orderId: order.orderId, amountMinor: amount };
}

describe('deposit amounts', () => {
  it('lists the market amounts ascending with exact bonus rates and the first-deposit offer', async () => {
    const player = await loginAsGuest(context.app);
    const response = await call(context.app, '/charge/amount/list', {}, player.token);
    const data = response.json().data;
    const amounts = data.list.map((option: { orderAmount: number }) => option.orderAmount);
    expect(amounts).toEqual([...amounts].sort((left, right) => left - right));
    expect(data.list[0]).toEqual({
      orderAmount: 1000,
      givingRate: '0',
      givingRateBps: 0,
      bonusMinor: 0,
    });
    expect(data.list[1]).toEqual({
      orderAmount: 2000,
      givingRate: '0.1',
      givingRateBps: 1000,
      bonusMinor: 200,
    });
    expect(data.firstDepositOffer).toEqual({ amountMinor: 1000, arrivalMinor: 3000 });
    expect(data.preselectedIndex).toBe(0);
    expect(data.method).toBe('pix');
    expect(data.currency).toBe('BRL');
  });

  it('gives a Philippine player of type E ₱300 and ₱500 first, with ₱500 chosen before any deposit', async () => {
    const player = await loginAsGuest(context.app, { market: 'PH' });
    await context.database.db
      .update(players)
      .set({ userType: 5 })
      .where(eq(players.id, player.userId));
    const data = (await call(context.app, '/charge/amount/list', {}, player.token)).json().data;
    expect(data.currency).toBe('PHP');
    expect(data.method).toBe('ewallet');
    expect(
      data.list.slice(0, 2).map((option: { orderAmount: number }) => option.orderAmount),
    ).toEqual([30000, 50000]);
    expect(data.preselectedIndex).toBe(1);
  });

  it('refuses an amount outside the range with the seed message and writes nothing', async () => {
    const player = await loginAsGuest(context.app);
    for (const amount of [500, 2_000_100, 1050]) {
      const response = await call(context.app, '/charge/create/order', { amount }, player.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, msgCode: 'amount_invalid' });
      expect(response.json().msg).toContain('Caro jogador, esse montante suporta apenas');
    }
    const cents = await call(context.app, '/charge/create/order', { amount: 1050 }, player.token);
    // The rule it breaks is said: a custom amount is whole reais.
    expect(cents.json().msg).toBe(
      'Caro jogador, esse montante suporta apenas valores inteiros, sem centavos: R$ 10,00~R$ 20.000,00',
    );
    const bad = await call(context.app, '/charge/create/order', { amount: 10.5 }, player.token);
    expect(bad.json().msgCode).toBe('bad_request');
    expect(await context.database.db.select().from(depositOrders)).toHaveLength(0);
  });
});

describe('creating a deposit', () => {
  it('creates a pending order with the provider and answers its checkout address', async () => {
    const player = await loginAsGuest(context.app);
    const created = await createOrder(player.token, 5000);
    expect(created.order.status).toBe('pending');
    expect(created.payUrl).toContain(`${psp.url}/checkout/`);
    const account = await accountOf(player.token);
    expect(account.accountGold).toBe(0);
    expect(account.processOrderId).toBe(created.orderId);
    expect(account.payType).toBe('pix');
    const list = await call(context.app, '/charge/order/list', {}, player.token);
    expect(list.json().data.list).toMatchObject([{ orderId: created.orderId, status: 'pending' }]);
  });

  it('fails the order and tells the player when the provider cannot be reached', async () => {
    const player = await loginAsGuest(context.app);
    await psp.pause();
    try {
      const response = await call(
        context.app,
        '/charge/create/order',
        { amount: 2000 },
        player.token,
      );
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ success: false, msgCode: 'deposit_unavailable' });
    } finally {
      await psp.resume();
    }
    const list = await call(context.app, '/charge/order/list', {}, player.token);
    expect(list.json().data.list[0]).toMatchObject({ status: 'failed' });
    expect(list.json().data.list[0].reason).toContain('Nada foi cobrado');
    expect((await accountOf(player.token)).accountGold).toBe(0);
  });
});

describe('payment webhooks', () => {
  it('credits a first deposit of R$ 10 as R$ 30, with the bonus wagered 3× and the deposit 1×', async () => {
    const player = await loginAsGuest(context.app);
    const charge = await createOrder(player.token, 1000);
    const response = await deliverWebhook(context.app, chargePaidEvent(charge));
    expect(response.statusCode).toBe(200);
    const account = await accountOf(player.token);
    expect(account.accountGold).toBe(3000);
    expect(account.wageringRemainingMinor).toBe(1000 + 2000 * 3);
    expect(account.charge10Flag).toBe(1);
    expect(account.charge20TotalNum).toBe(0);
    expect(account.processOrderId).toBeNull();
    const list = await call(context.app, '/charge/order/list', {}, player.token);
    expect(list.json().data.list[0]).toMatchObject({ status: 'paid', bonusMinor: 2000 });
    await expectBooksBalanced(context.database.db);
  });

  it('credits a later deposit with its amount bonus rounded down', async () => {
    const player = await loginAsGuest(context.app);
    await deliverWebhook(context.app, chargePaidEvent(await createOrder(player.token, 1000)));
    // A custom R$ 57 earns the rate of R$ 50 (15 %): R$ 8,55.
    await deliverWebhook(context.app, chargePaidEvent(await createOrder(player.token, 5700)));
    const account = await accountOf(player.token);
    expect(account.accountGold).toBe(3000 + 5700 + 855);
    expect(account.charge20TotalNum).toBe(1);
    await expectBooksBalanced(context.database.db);
  });

  it('credits once when one event is delivered twenty times at once, and answers every delivery 2xx', async () => {
    const player = await loginAsGuest(context.app);
    const charge = await createOrder(player.token, 5000);
    const event = chargePaidEvent(charge);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => deliverWebhook(context.app, event)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect((await accountOf(player.token)).accountGold).toBe(5000 + 750);
    const deposits = await context.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'deposit'));
    expect(deposits).toHaveLength(1);
    await expectBooksBalanced(context.database.db);
  });

  it('credits once when the same payment is reported under two event ids', async () => {
    const player = await loginAsGuest(context.app);
    const charge = await createOrder(player.token, 2000);
    await deliverWebhook(context.app, chargePaidEvent(charge));
    const again = await deliverWebhook(context.app, chargePaidEvent(charge));
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('ignored:already_settled');
    expect((await accountOf(player.token)).accountGold).toBe(2200);
    await expectBooksBalanced(context.database.db);
  });

  it('refuses a bad signature and a replay with an old timestamp, crediting nothing', async () => {
    const player = await loginAsGuest(context.app);
    const charge = await createOrder(player.token, 2000);
    const forged = await deliverWebhook(context.app, chargePaidEvent(charge), {
      secret: 'someone-else-entirely-000000',
    });
    expect(forged.statusCode).toBe(401);
    const replayed = await deliverWebhook(context.app, chargePaidEvent(charge), {
      nowMs: Date.now() - 6 * 60_000,
    });
    expect(replayed.statusCode).toBe(401);
    const unsigned = await context.app.inject({
      method: 'POST',
      url: '/webhooks/psp',
      payload: chargePaidEvent(charge),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await accountOf(player.token)).accountGold).toBe(0);
  });

  it('holds a payment whose amount or currency differs for review instead of crediting it', async () => {
    const player = await loginAsGuest(context.app);
    const charge = await createOrder(player.token, 5000);
    const response = await deliverWebhook(
      context.app,
      chargePaidEvent({ ...charge, amountMinor: 4999 }),
    );
    expect(response.json().outcome).toBe('review');
    const other = await createOrder(player.token, 2000);
    await deliverWebhook(context.app, chargePaidEvent({ ...other, currency: 'USD' }));
    expect((await accountOf(player.token)).accountGold).toBe(0);
    const list = await call(context.app, '/charge/order/list', {}, player.token);
    expect(list.json().data.list.map((order: { status: string }) => order.status)).toEqual([
      'review',
      'review',
    ]);
    await expectBooksBalanced(context.database.db);
  });

  it('marks an order expired, and still credits a payment that arrives after it expired', async () => {
    const player = await loginAsGuest(context.app);
    const charge = await createOrder(player.token, 2000);
    await deliverWebhook(context.app, chargeExpiredEvent(charge));
    let list = await call(context.app, '/charge/order/list', {}, player.token);
    expect(list.json().data.list[0]).toMatchObject({ status: 'expired' });
    await deliverWebhook(context.app, chargePaidEvent(charge));
    list = await call(context.app, '/charge/order/list', {}, player.token);
    expect(list.json().data.list[0]).toMatchObject({ status: 'paid' });
    expect((await accountOf(player.token)).accountGold).toBe(2200);
    await expectBooksBalanced(context.database.db);
  });

  it('gives the first-deposit offer once when two first deposits are paid at once', async () => {
    const player = await loginAsGuest(context.app);
    const first = await createOrder(player.token, 1000);
    const second = await createOrder(player.token, 1000);
    await Promise.all([
      deliverWebhook(context.app, chargePaidEvent(first)),
      deliverWebhook(context.app, chargePaidEvent(second)),
    ]);
    expect((await accountOf(player.token)).accountGold).toBe(3000 + 1000);
    await expectBooksBalanced(context.database.db);
  });

  it('holds for review, crediting nothing, a payment whose ledger key is already spent', async () => {
    const player = await loginAsGuest(context.app);
    const charge = await createOrder(player.token, 1000);
    await context.database.db.insert(ledgerTransactions).values({
      idempotencyKey: `psp:charge:${charge.chargeId}`,
      kind: 'deposit',
      currency: 'BRL',
      fingerprint: 'written-by-hand',
    });
    const response = await deliverWebhook(context.app, chargePaidEvent(charge));
    expect(response.statusCode).toBe(200);
    const account = await accountOf(player.token);
    expect(account.accountGold).toBe(0);
    expect(account.wageringRemainingMinor).toBe(0);
    const [order] = await context.database.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.orderId, charge.orderId));
    expect(order).toMatchObject({ status: 'review', bonusMinor: 0 });
    expect(order?.failureReason).toMatch(/ledger key was used for another movement/);
    await expectBooksBalanced(context.database.db);
  });

  it('undoes the deposit too when its bonus key is already spent: nothing is credited by half', async () => {
    const player = await loginAsGuest(context.app);
    const charge = await createOrder(player.token, 1000);
    await context.database.db.insert(ledgerTransactions).values({
      idempotencyKey: `deposit-bonus:${charge.orderId}`,
      kind: 'bonus',
      currency: 'BRL',
      fingerprint: 'written-by-hand',
    });
    await deliverWebhook(context.app, chargePaidEvent(charge));
    const account = await accountOf(player.token);
    expect(account.accountGold).toBe(0);
    expect(account.wageringRemainingMinor).toBe(0);
    const transactions = await context.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `psp:charge:${charge.chargeId}`));
    expect(transactions).toEqual([]);
    const list = await call(context.app, '/charge/order/list', {}, player.token);
    expect(list.json().data.list[0]).toMatchObject({ status: 'review' });
    await expectBooksBalanced(context.database.db);
  });

  it('ignores an event about a charge it never made, answering 2xx so it is not retried', async () => {
    const response = await deliverWebhook(
      context.app,
      chargePaidEvent({ chargeId: 'ch_unknown', orderId: 'SDNOPE', amountMinor: 1000 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('ignored:unknown_charge');
  });
});

describe('wagering', () => {
  it('is lowered by every bet and restored by a rollback of that bet', async () => {
    const player = await loginAsGuest(context.app);
    await deliverWebhook(context.app, chargePaidEvent(await createOrder(player.token, 2000)));
    // R$ 20 deposit (1×) + R$ 2 bonus (3×) = R$ 26 to wager.
    expect((await accountOf(player.token)).wageringRemainingMinor).toBe(2600);
    const { openGame, walletCall } = await import('../../../test/wallet-client');
    const gameToken = await openGame(context.app, player.token);
    const base = { token: gameToken, gameId: 66121, currency: 'BRL' };
    await walletCall(context.app, '/wallet/bet', {
      ...base,
      transactionId: 'b1',
      roundId: 'r1',
      amount: 1500,
    });
    expect((await accountOf(player.token)).wageringRemainingMinor).toBe(1100);
    await walletCall(context.app, '/wallet/win', {
      ...base,
      transactionId: 'w1',
      roundId: 'r1',
      amount: 2000,
    });
    await walletCall(context.app, '/wallet/bet', {
      ...base,
      transactionId: 'b2',
      roundId: 'r2',
      amount: 1500,
    });
    expect((await accountOf(player.token)).wageringRemainingMinor).toBe(0);
    await walletCall(context.app, '/wallet/rollback', {
      ...base,
      transactionId: 'x2',
      roundId: 'r2',
      rollbackOf: 'b2',
    });
    // Only the R$ 11 the rolled-back bet paid off comes back, not its whole R$ 15.
    expect((await accountOf(player.token)).wageringRemainingMinor).toBe(1100);
    await expectBooksBalanced(context.database.db);
  });
});

describe('the deposit conversion outbox', () => {
  it('lists paid deposits until reported, marks the first, and lets a player touch only their own', async () => {
    const player = await loginAsGuest(context.app);
    const first = await createOrder(player.token, 1000);
    const second = await createOrder(player.token, 2000);
    const unpaid = await createOrder(player.token, 5000);
    await deliverWebhook(context.app, chargePaidEvent(first));
    await deliverWebhook(context.app, chargePaidEvent(second));
    const read = async (token: string) =>
      (await call(context.app, '/v1/bus/getFbRechargeRecords', {}, token)).json().data
        .fbRechargeRecords;
    expect(await read(player.token)).toEqual([
      { orderId: second.orderId, amount: 2000, isFirstRecharge: 0 },
      { orderId: first.orderId, amount: 1000, isFirstRecharge: 1 },
    ]);

    const stranger = await loginAsGuest(context.app);
    const theirs = await call(
      context.app,
      '/v1/bus/updateFbRechargeRecords',
      { reportStatus: 1, orderIds: [first.orderId] },
      stranger.token,
    );
    expect(theirs.json().data).toEqual({ updated: 0 });

    const reported = await call(
      context.app,
      '/v1/bus/updateFbRechargeRecords',
      { reportStatus: 1, enableFlag: 1, orderIds: [first.orderId, unpaid.orderId] },
      player.token,
    );
    expect(reported.json().data).toEqual({ updated: 1 });
    expect(await read(player.token)).toEqual([
      { orderId: second.orderId, amount: 2000, isFirstRecharge: 0 },
    ]);
    const bad = await call(
      context.app,
      '/v1/bus/updateFbRechargeRecords',
      { reportStatus: 7, orderIds: [] },
      player.token,
    );
    expect(bad.json().msgCode).toBe('bad_request');
  });
});
