import { describe, expect, it } from 'vitest';
import type { ChargeEvent, ChargeOrderState } from './decide-psp-event';
import { decideChargeEvent } from './decide-psp-event';
import { judgeDepositCredit } from './judge-deposit-credit';

const order: ChargeOrderState = {
  orderId: 'D1',
  status: 'pending',
  amountMinor: 1000,
  currency: 'BRL',
};

function event(type: ChargeEvent['type'], data: Partial<ChargeEvent['data']> = {}): ChargeEvent {
  return {
    id: 'evt_1',
    type,
    data: {
      chargeId: 'ch_1',
      merchantOrderId: 'D1',
      amount: 1000,
      currency: 'BRL',
      occurredAt: '2026-11-23T12:00:00.000Z',
      ...data,
    },
  } as ChargeEvent;
}

describe('decideChargeEvent', () => {
  it('credits a payment of exactly the order, even after the order expired', () => {
    expect(decideChargeEvent(event('charge.paid'), order)).toEqual({ action: 'credit', order });
    const expired = { ...order, status: 'expired' as const };
    expect(decideChargeEvent(event('charge.paid'), expired)).toMatchObject({ action: 'credit' });
  });

  it('holds a different amount or currency for review, with what was paid', () => {
    expect(decideChargeEvent(event('charge.paid', { amount: 999 }), order)).toEqual({
      action: 'review',
      order,
      paidAmountMinor: 999,
      paidCurrency: 'BRL',
      reason: 'paid 999 BRL, ordered 1000 BRL',
    });
    expect(decideChargeEvent(event('charge.paid', { currency: 'MXN' }), order)).toMatchObject({
      action: 'review',
      paidCurrency: 'MXN',
    });
  });

  it('never credits a paid, reviewed or refunded order again', () => {
    for (const status of ['paid', 'review', 'refunded'] as const) {
      expect(decideChargeEvent(event('charge.paid'), { ...order, status })).toEqual({
        action: 'ignore',
        outcome: 'ignored:already_settled',
      });
    }
  });

  it('expires only an order still waiting', () => {
    expect(decideChargeEvent(event('charge.expired'), order)).toEqual({ action: 'expire', order });
    expect(
      decideChargeEvent(event('charge.expired'), { ...order, status: 'created' }),
    ).toMatchObject({ action: 'expire' });
    for (const status of ['paid', 'review', 'expired', 'failed'] as const) {
      expect(decideChargeEvent(event('charge.expired'), { ...order, status })).toMatchObject({
        action: 'ignore',
      });
    }
  });

  it('ignores a charge it never made or one naming another order', () => {
    const unknown = { action: 'ignore', outcome: 'ignored:unknown_charge' };
    expect(decideChargeEvent(event('charge.paid'), null)).toEqual(unknown);
    expect(decideChargeEvent(event('charge.paid', { merchantOrderId: 'D2' }), order)).toEqual(
      unknown,
    );
  });
});

describe('judgeDepositCredit', () => {
  const applied = {
    status: 'applied',
    transactionId: 1,
    playerBalances: {},
    wageringChanges: {},
  } as const;

  it('credits only when the deposit, and its bonus if any, were written now', () => {
    expect(judgeDepositCredit(applied, null)).toEqual({ status: 'credited' });
    expect(judgeDepositCredit(applied, applied)).toEqual({ status: 'credited' });
  });

  it('sends the order to review when the ledger already holds the deposit or its bonus', () => {
    for (const status of ['duplicate', 'mismatch'] as const) {
      expect(judgeDepositCredit({ status, transactionId: 9 }, null)).toMatchObject({
        status: 'review',
      });
      expect(judgeDepositCredit(applied, { status, transactionId: 9 })).toMatchObject({
        status: 'review',
      });
    }
  });

  it('treats a credit refused for funds as the bug it is', () => {
    expect(() => judgeDepositCredit({ status: 'insufficient' }, null)).toThrow();
  });
});
