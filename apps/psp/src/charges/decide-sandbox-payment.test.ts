import { describe, expect, it } from 'vitest';
import { decideSandboxPayment } from './decide-sandbox-payment';

const expiresAt = new Date(10_000);
const pending = { status: 'pending' as const, paymentSubmittedAt: null, expiresAt };

describe('decideSandboxPayment', () => {
  it('takes a payment for a pending charge before it expires', () => {
    expect(decideSandboxPayment(pending, 9_999)).toEqual({ kind: 'accept' });
  });

  it('expires a charge whose time ran out, refusing the payment', () => {
    expect(decideSandboxPayment(pending, 10_000)).toEqual({ kind: 'expire_now' });
  });

  it('refuses paid, expired and already paying charges', () => {
    expect(decideSandboxPayment({ ...pending, status: 'paid' }, 0)).toEqual({
      kind: 'refuse',
      code: 'charge_paid',
    });
    expect(decideSandboxPayment({ ...pending, status: 'expired' }, 0)).toEqual({
      kind: 'refuse',
      code: 'charge_expired',
    });
    expect(decideSandboxPayment({ ...pending, paymentSubmittedAt: new Date(1) }, 20_000)).toEqual({
      kind: 'refuse',
      code: 'payment_in_progress',
    });
  });
});
