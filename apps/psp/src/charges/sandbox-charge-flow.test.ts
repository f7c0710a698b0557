import { chargeAnswer, pspErrorAnswer } from '@sorte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeBody, startPspHarness } from '../test-support/psp-harness';
import type { PspHarness } from '../test-support/psp-harness';
import { readEvents } from '../test-support/read-events';
import { expireOverdueCharges } from './expire-overdue-charges';
import { settleDueCharges } from './settle-due-charges';

let psp: PspHarness;

beforeAll(async () => {
  psp = await startPspHarness({ PSP_SETTLE_DELAY_MS: '2000', PSP_CHARGE_TTL_SECONDS: '600' });
}, 60_000);

afterAll(async () => {
  await psp?.close();
});

async function newCharge(overrides: Parameters<typeof chargeBody>[0] = {}) {
  const response = await psp.signed('POST', '/v1/charges', chargeBody(overrides));
  return chargeAnswer.parse(response.json());
}

function pay(chargeId: string, body?: unknown) {
  return psp.app.inject({
    method: 'POST',
    url: `/sandbox/charges/${chargeId}/pay`,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function statusOf(chargeId: string) {
  return chargeAnswer.parse((await psp.signed('GET', `/v1/charges/${chargeId}`)).json()).status;
}

function codeOf(response: { body: string }) {
  return pspErrorAnswer.parse(JSON.parse(response.body)).error.code;
}

describe('sandbox payment of a charge', () => {
  it('becomes paid PSP_SETTLE_DELAY_MS after the player pays, with one charge.paid', async () => {
    const charge = await newCharge();
    expect((await pay(charge.chargeId)).statusCode).toBe(200);
    const page = await psp.app.inject({ url: `/checkout/${charge.chargeId}/status` });
    expect(page.json()).toEqual({ status: 'pending', state: 'processing' });

    psp.advance(1999);
    await settleDueCharges(psp.deps);
    expect(await statusOf(charge.chargeId)).toBe('pending');
    expect(await readEvents(psp.deps.db, charge.chargeId)).toEqual([]);

    psp.advance(1);
    expect(await settleDueCharges(psp.deps)).toBe(1);
    expect(await statusOf(charge.chargeId)).toBe('paid');
    const events = await readEvents(psp.deps.db, charge.chargeId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'charge.paid',
      data: {
        chargeId: charge.chargeId,
        merchantOrderId: charge.merchantOrderId,
        amount: 5000,
        currency: 'BRL',
        method: 'pix',
        occurredAt: new Date(psp.now()).toISOString(),
      },
    });
    // A second pass finds nothing more to do.
    expect(await settleDueCharges(psp.deps)).toBe(0);
  });

  it('reports what the player actually paid when it differs from the charge', async () => {
    const charge = await newCharge({ amount: 5000 });
    expect((await pay(charge.chargeId, { amount: 4000 })).statusCode).toBe(200);
    psp.advance(2000);
    await settleDueCharges(psp.deps);
    const [event] = await readEvents(psp.deps.db, charge.chargeId);
    expect(event).toMatchObject({ type: 'charge.paid', data: { amount: 4000 } });
    const answer = chargeAnswer.parse(
      (await psp.signed('GET', `/v1/charges/${charge.chargeId}`)).json(),
    );
    expect(answer.amount).toBe(5000);
  });

  it('refuses paying twice, paying a paid charge and paying an expired one with 409', async () => {
    const charge = await newCharge();
    await pay(charge.chargeId);
    const twice = await pay(charge.chargeId);
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe('payment_in_progress');
    psp.advance(2000);
    await settleDueCharges(psp.deps);
    const paidAgain = await pay(charge.chargeId);
    expect(paidAgain.statusCode).toBe(409);
    expect(codeOf(paidAgain)).toBe('charge_paid');

    const other = await newCharge();
    await psp.app.inject({ method: 'POST', url: `/sandbox/charges/${other.chargeId}/expire` });
    const late = await pay(other.chargeId);
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('charge_expired');
    expect((await pay('ch_unknown')).statusCode).toBe(404);
  });

  it('refuses sandbox bodies it does not understand', async () => {
    const charge = await newCharge({ currency: 'PHP', method: 'ewallet' });
    for (const body of [
      { amount: 0 },
      { amount: 1.5 },
      { wallet: 'sampaguita' },
      { wallet: 'other', mobileNumber: '09171234567' },
      { wallet: 'narra', mobileNumber: '9171234567' },
      { tip: 1 },
    ]) {
      expect((await pay(charge.chargeId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await pay(charge.chargeId, { wallet: 'narra', mobileNumber: '09171234567' })).statusCode,
    ).toBe(200);
  });

  it('pays at once when PSP_SETTLE_DELAY_MS is 0', async () => {
    const instant = await psp.withEnv({ PSP_SETTLE_DELAY_MS: '0' });
    try {
      const created = chargeAnswer.parse(
        (await instant.signed('POST', '/v1/charges', chargeBody())).json(),
      );
      const paid = await instant.app.inject({
        method: 'POST',
        url: `/sandbox/charges/${created.chargeId}/pay`,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(chargeAnswer.parse(paid.json()).status).toBe('paid');
      expect(await readEvents(instant.deps.db, created.chargeId)).toHaveLength(1);
    } finally {
      await instant.close();
    }
  });
});

describe('charge expiry', () => {
  it('expires a charge on request, with charge.expired carrying the amount asked', async () => {
    const charge = await newCharge({ amount: 7000 });
    const expired = await psp.app.inject({
      method: 'POST',
      url: `/sandbox/charges/${charge.chargeId}/expire`,
    });
    expect(chargeAnswer.parse(expired.json()).status).toBe('expired');
    const events = await readEvents(psp.deps.db, charge.chargeId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'charge.expired', data: { amount: 7000 } });
    const again = await psp.app.inject({
      method: 'POST',
      url: `/sandbox/charges/${charge.chargeId}/expire`,
    });
    expect(again.statusCode).toBe(409);
  });

  it('expires pending charges past expiresAt in the background, but not one being paid', async () => {
    const unpaid = await newCharge();
    const paying = await newCharge();
    psp.advance(599_000);
    await pay(paying.chargeId);
    psp.advance(1000);
    await expireOverdueCharges(psp.deps);
    expect(await statusOf(unpaid.chargeId)).toBe('expired');
    expect(await statusOf(paying.chargeId)).toBe('pending');
    expect((await readEvents(psp.deps.db, unpaid.chargeId)).map((event) => event.type)).toEqual([
      'charge.expired',
    ]);
    // The payment was made in time: it still arrives.
    psp.advance(1000);
    await settleDueCharges(psp.deps);
    expect(await statusOf(paying.chargeId)).toBe('paid');
  });

  it('refuses a payment after expiresAt even before the loop has run, and expires the charge', async () => {
    const charge = await newCharge();
    psp.advance(600_000);
    const late = await pay(charge.chargeId);
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('charge_expired');
    expect(await statusOf(charge.chargeId)).toBe('expired');
    expect((await readEvents(psp.deps.db, charge.chargeId)).map((event) => event.type)).toEqual([
      'charge.expired',
    ]);
  });
});
