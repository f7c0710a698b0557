import { chargeAnswer, pspErrorAnswer, refundAnswer } from '@sorte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeBody, startPspHarness, uniqueReference } from '../test-support/psp-harness';
import type { PspHarness } from '../test-support/psp-harness';

let psp: PspHarness;

beforeAll(async () => {
  psp = await startPspHarness({ PSP_SETTLE_DELAY_MS: '0' });
}, 60_000);

afterAll(async () => {
  await psp?.close();
});

const errorCodeOf = (body: string) => pspErrorAnswer.parse(JSON.parse(body)).error.code;

/** A charge of R$ 10, paid R$ 9 at once (the sandbox's other-amount payment). */
async function paidCharge(paidMinor = 900): Promise<string> {
  const created = await psp.signed('POST', '/v1/charges', chargeBody({ amount: 1000 }));
  const { chargeId } = chargeAnswer.parse(created.json());
  const paid = await psp.app.inject({
    method: 'POST',
    url: `/sandbox/charges/${chargeId}/pay`,
    payload: { amount: paidMinor },
  });
  expect(paid.statusCode).toBe(200);
  return chargeId;
}

const refund = (chargeId: string, body: object) =>
  psp.signed('POST', `/v1/charges/${chargeId}/refund`, body);

describe('POST /v1/charges/:id/refund', () => {
  it('gives back what was paid, once, and answers a repeat with the same refund', async () => {
    const chargeId = await paidCharge();
    const body = { merchantRefundId: uniqueReference('RF'), amount: 900, currency: 'BRL' };
    const answers = await Promise.all([refund(chargeId, body), refund(chargeId, body)]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const [first, second] = answers.map((answer) => refundAnswer.parse(answer.json()));
    expect(first).toMatchObject({ chargeId, amount: 900, currency: 'BRL', status: 'refunded' });
    expect(second).toEqual(first);
    const other = await refund(chargeId, { ...body, merchantRefundId: uniqueReference('RF') });
    expect(other.statusCode).toBe(409);
    expect(errorCodeOf(other.body)).toBe('charge_refunded');
  });

  it('refuses another amount than was paid, an unpaid charge and an unknown one', async () => {
    const chargeId = await paidCharge();
    const merchantRefundId = uniqueReference('RF');
    const ordered = await refund(chargeId, { merchantRefundId, amount: 1000, currency: 'BRL' });
    expect(errorCodeOf(ordered.body)).toBe('refund_amount_mismatch');
    const created = await psp.signed('POST', '/v1/charges', chargeBody({ amount: 1000 }));
    const unpaid = chargeAnswer.parse(created.json()).chargeId;
    const notPaid = await refund(unpaid, { merchantRefundId, amount: 1000, currency: 'BRL' });
    expect(errorCodeOf(notPaid.body)).toBe('charge_not_paid');
    const unknown = await refund('ch_none', { merchantRefundId, amount: 1000, currency: 'BRL' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an unsigned request before reading it', async () => {
    const chargeId = await paidCharge();
    const unsigned = await psp.app.inject({
      method: 'POST',
      url: `/v1/charges/${chargeId}/refund`,
      payload: { merchantRefundId: 'RF1', amount: 900, currency: 'BRL' },
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
