import { count } from 'drizzle-orm';
import { chargeAnswer, payoutAnswer, pspErrorAnswer } from '@sorte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, payouts } from '../db/schema';
import { hasValidBrCodeCrc, parseEmvFields } from '../pix/parse-emv-fields';
import { isValidClabe } from '@sorte/markets';
import { signPspHeader } from '@sorte/contracts/signing';
import { chargeBody, payoutBody, startPspHarness, testSecret } from '../test-support/psp-harness';
import type { PspHarness } from '../test-support/psp-harness';

let psp: PspHarness;

beforeAll(async () => {
  psp = await startPspHarness();
}, 60_000);

afterAll(async () => {
  await psp?.close();
});

async function storedCounts() {
  const [chargeCount] = await psp.database.db.select({ n: count() }).from(charges);
  const [payoutCount] = await psp.database.db.select({ n: count() }).from(payouts);
  return { charges: chargeCount?.n ?? 0, payouts: payoutCount?.n ?? 0 };
}

function errorCodeOf(body: string): string {
  return pspErrorAnswer.parse(JSON.parse(body)).error.code;
}

describe('POST /v1/charges', () => {
  it('creates a PIX charge with a BR Code and a checkout link', async () => {
    const body = chargeBody({ amount: 12345 });
    const response = await psp.signed('POST', '/v1/charges', body);
    expect(response.statusCode).toBe(201);
    const charge = chargeAnswer.parse(response.json());
    expect(charge).toMatchObject({
      merchantOrderId: body.merchantOrderId,
      status: 'pending',
      amount: 12345,
      currency: 'BRL',
      method: 'pix',
      payUrl: `https://pay.example/checkout/${charge.chargeId}`,
    });
    expect(Date.parse(charge.expiresAt) - psp.now()).toBe(1800 * 1000);
    const brCode = charge.pix?.brCode ?? '';
    expect(hasValidBrCodeCrc(brCode)).toBe(true);
    const fields = new Map(parseEmvFields(brCode).map((field) => [field.id, field.value]));
    expect(fields.get('54')).toBe('123.45');
    expect(fields.get('59')).toBe('SORTE PAGAMENTOS');
    expect(fields.get('62')).toBe(`0525${charge.chargeId.replace('_', '')}`);
    expect(charge.spei).toBeUndefined();
  });

  it('gives a SPEI charge the provider CLABE and a seven-digit reference', async () => {
    const response = await psp.signed(
      'POST',
      '/v1/charges',
      chargeBody({ currency: 'MXN', method: 'spei', amount: 30000 }),
    );
    expect(response.statusCode).toBe(201);
    const charge = chargeAnswer.parse(response.json());
    expect(isValidClabe(charge.spei?.clabe ?? '')).toBe(true);
    expect(charge.spei?.reference).toMatch(/^\d{7}$/);
    expect(charge.pix).toBeUndefined();
  });

  it('answers the same charge to the same request, and 409 to the same order with other terms', async () => {
    const body = chargeBody({ currency: 'PHP', method: 'ewallet', amount: 10000 });
    const first = await psp.signed('POST', '/v1/charges', body);
    const again = await psp.signed('POST', '/v1/charges', body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const before = await storedCounts();
    const otherAmount = await psp.signed('POST', '/v1/charges', { ...body, amount: 10001 });
    expect(otherAmount.statusCode).toBe(409);
    expect(errorCodeOf(otherAmount.body)).toBe('merchant_order_conflict');
    const otherMethod = await psp.signed('POST', '/v1/charges', {
      ...body,
      method: 'pix',
      currency: 'BRL',
    });
    expect(otherMethod.statusCode).toBe(409);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses a bad signature, a stale one and a missing one with 401, storing nothing', async () => {
    const before = await storedCounts();
    const body = chargeBody();
    const forged = await psp.signed('POST', '/v1/charges', body, { secret: 'someone-else-secret' });
    expect(forged.statusCode).toBe(401);
    expect(errorCodeOf(forged.body)).toBe('bad_signature');
    const stale = await psp.signed('POST', '/v1/charges', body, { atMs: psp.now() - 6 * 60_000 });
    expect(stale.statusCode).toBe(401);
    expect(errorCodeOf(stale.body)).toBe('stale_timestamp');
    const unsigned = await psp.app.inject({ method: 'POST', url: '/v1/charges', payload: body });
    expect(unsigned.statusCode).toBe(401);
    // Signed over other bytes than those sent: the body was changed on the way.
    const tampered = await psp.app.inject({
      method: 'POST',
      url: '/v1/charges',
      headers: {
        'content-type': 'application/json',
        'psp-signature': signPspHeader(testSecret, JSON.stringify(chargeBody()), psp.now()),
      },
      payload: body,
    });
    expect(tampered.statusCode).toBe(401);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses bad bodies with 400, storing nothing', async () => {
    const before = await storedCounts();
    const bad = [
      { rawBody: '{not json' },
      { body: { ...chargeBody(), amount: 10.5 } },
      { body: { ...chargeBody(), amount: -1 } },
      { body: { ...chargeBody(), method: 'card' } },
      { body: { ...chargeBody(), extra: true } },
      { body: { ...chargeBody(), merchantOrderId: 'has spaces' } },
      { body: chargeBody({ currency: 'MXN' }) },
      { body: chargeBody({ amount: 100_000_000_000 }) },
      { body: chargeBody({ returnUrl: 'javascript:alert(1)' }) },
      // Text PostgreSQL cannot store, and bodies that are not objects: refused before reading.
      { body: { ...chargeBody(), callbackUrl: 'http://casino.test/hook\u0000' } },
      { rawBody: 'null' },
      { rawBody: '[]' },
      { rawBody: '"x"' },
    ];
    for (const { body, rawBody } of bad) {
      const response = await psp.signed('POST', '/v1/charges', body, { rawBody });
      expect(response.statusCode, JSON.stringify(body ?? rawBody)).toBe(400);
      pspErrorAnswer.parse(response.json());
    }
    expect(await storedCounts()).toEqual(before);
  });
});

describe('GET /v1/charges/:chargeId', () => {
  it('answers a charge to a request signed over the empty body', async () => {
    const created = chargeAnswer.parse(
      (await psp.signed('POST', '/v1/charges', chargeBody())).json(),
    );
    const read = await psp.signed('GET', `/v1/charges/${created.chargeId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    expect(read.headers['cache-control']).toBe('no-store');
    const unsigned = await psp.app.inject({
      method: 'GET',
      url: `/v1/charges/${created.chargeId}`,
    });
    expect(unsigned.statusCode).toBe(401);
    const missing = await psp.signed('GET', '/v1/charges/ch_nothing');
    expect(missing.statusCode).toBe(404);
    expect(errorCodeOf(missing.body)).toBe('charge_not_found');
  });
});

describe('payouts API', () => {
  it('accepts a payout as processing, idempotently, and reads it back', async () => {
    const body = payoutBody();
    const first = await psp.signed('POST', '/v1/payouts', body);
    expect(first.statusCode).toBe(201);
    const payout = payoutAnswer.parse(first.json());
    expect(payout).toMatchObject({ status: 'processing', amount: 2000, failureReason: null });
    const again = await psp.signed('POST', '/v1/payouts', {
      ...body,
      // The same destination with its keys in another order is the same destination.
      destination: { key: '529.982.247-25', keyType: 'cpf', type: 'pix' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const conflict = await psp.signed('POST', '/v1/payouts', {
      ...body,
      destination: { type: 'pix', keyType: 'email', key: 'ana@example.com' },
    });
    expect(conflict.statusCode).toBe(409);
    expect(errorCodeOf(conflict.body)).toBe('merchant_payout_conflict');
    const read = await psp.signed('GET', `/v1/payouts/${payout.payoutId}`);
    expect(read.json()).toEqual(payout);
  });

  it('refuses unsigned and malformed payouts, storing nothing', async () => {
    const before = await storedCounts();
    const unsigned = await psp.app.inject({
      method: 'POST',
      url: '/v1/payouts',
      payload: payoutBody(),
    });
    expect(unsigned.statusCode).toBe(401);
    for (const body of [
      { ...payoutBody(), destination: { type: 'clabe', clabe: '123' } },
      { ...payoutBody(), currency: 'XYZ' },
      { ...payoutBody(), amount: 0 },
    ]) {
      expect((await psp.signed('POST', '/v1/payouts', body)).statusCode).toBe(400);
    }
    expect(await storedCounts()).toEqual(before);
  });
});
