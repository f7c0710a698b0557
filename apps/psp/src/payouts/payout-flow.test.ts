import { payoutAnswer } from '@sorte/contracts';
import type { CreatePayoutBody } from '@sorte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutBody, startPspHarness } from '../test-support/psp-harness';
import type { PspHarness } from '../test-support/psp-harness';
import { readEvents } from '../test-support/read-events';
import { settleDuePayouts } from './settle-due-payouts';

let psp: PspHarness;

beforeAll(async () => {
  psp = await startPspHarness({ PSP_PAYOUT_DELAY_MS: '3000' });
}, 60_000);

afterAll(async () => {
  await psp?.close();
});

async function newPayout(destination?: CreatePayoutBody['destination']) {
  const response = await psp.signed(
    'POST',
    '/v1/payouts',
    payoutBody(destination ? { destination } : {}),
  );
  expect(response.statusCode).toBe(201);
  return payoutAnswer.parse(response.json());
}

async function read(payoutId: string) {
  return payoutAnswer.parse((await psp.signed('GET', `/v1/payouts/${payoutId}`)).json());
}

describe('payouts', () => {
  it('is paid PSP_PAYOUT_DELAY_MS after it was accepted, with payout.paid', async () => {
    const payout = await newPayout();
    psp.advance(2999);
    await settleDuePayouts(psp.deps);
    expect((await read(payout.payoutId)).status).toBe('processing');
    psp.advance(1);
    await settleDuePayouts(psp.deps);
    expect(await read(payout.payoutId)).toMatchObject({ status: 'paid', failureReason: null });
    const events = await readEvents(psp.deps.db, payout.payoutId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'payout.paid',
      data: {
        payoutId: payout.payoutId,
        merchantPayoutId: payout.merchantPayoutId,
        amount: 2000,
        currency: 'BRL',
        failureReason: null,
      },
    });
  });

  it('fails an invalid destination as invalid_destination', async () => {
    const wrongCpf = await newPayout({ type: 'pix', keyType: 'cpf', key: '529.982.247-24' });
    const wrongClabe = await newPayout({ type: 'clabe', clabe: '032180000118359710' });
    psp.advance(3000);
    await settleDuePayouts(psp.deps);
    for (const payout of [wrongCpf, wrongClabe]) {
      expect(await read(payout.payoutId)).toMatchObject({
        status: 'failed',
        failureReason: 'invalid_destination',
      });
      const events = await readEvents(psp.deps.db, payout.payoutId);
      expect(events).toMatchObject([
        { type: 'payout.failed', data: { failureReason: 'invalid_destination' } },
      ]);
    }
  });

  it('fails a destination with the word "fail" as rejected_by_bank', async () => {
    const payout = await newPayout({ type: 'pix', keyType: 'email', key: 'fail@example.com' });
    psp.advance(3000);
    await settleDuePayouts(psp.deps);
    expect(await read(payout.payoutId)).toMatchObject({
      status: 'failed',
      failureReason: 'rejected_by_bank',
    });
  });

  it('takes a forced outcome from the sandbox, once', async () => {
    const paid = await newPayout();
    const forcedPaid = await psp.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${paid.payoutId}/pay`,
    });
    expect(payoutAnswer.parse(forcedPaid.json()).status).toBe('paid');

    const failed = await newPayout();
    const forcedFail = await psp.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${failed.payoutId}/fail`,
      payload: { reason: 'destination_closed' },
    });
    expect(payoutAnswer.parse(forcedFail.json())).toMatchObject({
      status: 'failed',
      failureReason: 'destination_closed',
    });
    const defaultReason = await newPayout();
    const forcedDefault = await psp.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${defaultReason.payoutId}/fail`,
    });
    expect(payoutAnswer.parse(forcedDefault.json()).failureReason).toBe('rejected_by_bank');

    const twice = await psp.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${paid.payoutId}/fail`,
    });
    expect(twice.statusCode).toBe(409);
    // The loop does not settle a payout again.
    psp.advance(3000);
    await settleDuePayouts(psp.deps);
    expect(await readEvents(psp.deps.db, paid.payoutId)).toHaveLength(1);
    expect((await read(paid.payoutId)).status).toBe('paid');
  });

  it('answers the outcome at once when PSP_PAYOUT_DELAY_MS is 0', async () => {
    const instant = await psp.withEnv({ PSP_PAYOUT_DELAY_MS: '0' });
    try {
      const response = await instant.signed(
        'POST',
        '/v1/payouts',
        payoutBody({ destination: { type: 'clabe', clabe: '032180000118359710' } }),
      );
      expect(payoutAnswer.parse(response.json())).toMatchObject({
        status: 'failed',
        failureReason: 'invalid_destination',
      });
    } finally {
      await instant.close();
    }
  });
});
