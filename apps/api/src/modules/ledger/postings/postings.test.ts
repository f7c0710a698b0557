import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TransactionRequest } from '../ledger-types';
import { depositBonusTransaction } from './deposit-bonus-transaction';
import { depositTransaction } from './deposit-transaction';
import { manualAdjustmentTransaction } from './manual-adjustment-transaction';
import { promotionCreditTransaction } from './promotion-credit-transaction';
import { withdrawalHoldTransaction } from './withdrawal-hold-transaction';
import { withdrawalPaidTransaction } from './withdrawal-paid-transaction';
import { withdrawalRefundTransaction } from './withdrawal-refund-transaction';

/** What ledger_post would refuse: fewer than two postings, a zero amount, a non-zero sum. */
function expectWritable(request: TransactionRequest): void {
  expect(request.postings.length).toBeGreaterThanOrEqual(2);
  for (const posting of request.postings) {
    expect(Number.isSafeInteger(posting.amountMinor) && posting.amountMinor !== 0).toBe(true);
    if (posting.account.kind === 'system') expect(posting.wageringChangeMinor ?? 0).toBe(0);
  }
  expect(request.postings.reduce((sum, posting) => sum + posting.amountMinor, 0)).toBe(0);
}

/** A player's side of a transaction: what their balance and turnover requirement do. */
function playerSide(request: TransactionRequest) {
  const posting = request.postings.find((each) => each.account.kind === 'player');
  return (
    posting && { amountMinor: posting.amountMinor, wagering: posting.wageringChangeMinor ?? 0 }
  );
}

function accountsOf(request: TransactionRequest): string[] {
  return request.postings.map((posting) =>
    posting.account.kind === 'player' ? `player:${posting.account.playerId}` : posting.account.name,
  );
}

const amount = fc.integer({ min: 1, max: 1_000_000_000 });

describe('the postings of each movement', () => {
  it('a deposit credits the player from the clearing account, keyed by the charge', () => {
    const request = depositTransaction({
      playerId: 7,
      currency: 'BRL',
      orderId: 'D1',
      chargeId: 'ch_1',
      amountMinor: 1000,
      wageringAddedMinor: 1000,
    });
    expectWritable(request);
    expect(request).toMatchObject({
      idempotencyKey: 'psp:charge:ch_1',
      kind: 'deposit',
      reference: 'deposit:D1',
    });
    expect(accountsOf(request)).toEqual(['psp:clearing', 'player:7']);
    expect(playerSide(request)).toEqual({ amountMinor: 1000, wagering: 1000 });
  });

  it('a deposit bonus comes from promotions with its own turnover', () => {
    const request = depositBonusTransaction({
      playerId: 7,
      currency: 'BRL',
      orderId: 'D1',
      bonusMinor: 2000,
      wageringAddedMinor: 6000,
    });
    expectWritable(request);
    expect(request).toMatchObject({ idempotencyKey: 'deposit-bonus:D1', kind: 'bonus' });
    expect(accountsOf(request)).toEqual(['promotions', 'player:7']);
    expect(playerSide(request)).toEqual({ amountMinor: 2000, wagering: 6000 });
  });

  it('a withdrawal holds the whole amount, then is paid with fee and tax out of it, or refunded whole', () => {
    const order = { currency: 'BRL', orderId: 'W1' };
    const hold = withdrawalHoldTransaction({ ...order, playerId: 7, amountMinor: 60_000 });
    expectWritable(hold);
    expect(hold).toMatchObject({ idempotencyKey: 'withdrawal:W1:hold', kind: 'withdrawal_hold' });
    expect(accountsOf(hold)).toEqual(['player:7', 'withdrawals:pending']);
    expect(playerSide(hold)).toEqual({ amountMinor: -60_000, wagering: 0 });

    const paid = withdrawalPaidTransaction({
      ...order,
      amountMinor: 60_000,
      feeMinor: 500,
      taxMinor: 1000,
    });
    expectWritable(paid);
    expect(paid).toMatchObject({ idempotencyKey: 'withdrawal:W1:paid', kind: 'withdrawal_paid' });
    expect(paid.postings.map((posting) => posting.amountMinor)).toEqual([
      -60_000, 58_500, 500, 1000,
    ]);
    expect(accountsOf(paid)).toEqual(['withdrawals:pending', 'psp:clearing', 'fees', 'tax']);
    expect(playerSide(paid)).toBeUndefined();

    const refund = withdrawalRefundTransaction({ ...order, playerId: 7, amountMinor: 60_000 });
    expectWritable(refund);
    expect(refund).toMatchObject({ idempotencyKey: 'withdrawal:W1:refund' });
    expect(playerSide(refund)).toEqual({ amountMinor: 60_000, wagering: 0 });
  });

  it('a payout with no fee and no tax has no empty postings, and one that would pay nothing is refused', () => {
    const free = withdrawalPaidTransaction({
      currency: 'BRL',
      orderId: 'W2',
      amountMinor: 100,
      feeMinor: 0,
      taxMinor: 0,
    });
    expectWritable(free);
    expect(accountsOf(free)).toEqual(['withdrawals:pending', 'psp:clearing']);
    expect(() =>
      withdrawalPaidTransaction({
        currency: 'BRL',
        orderId: 'W3',
        amountMinor: 100,
        feeMinor: 60,
        taxMinor: 40,
      }),
    ).toThrow(RangeError);
  });

  it('a promotion is paid once per claim, from promotions, with its turnover', () => {
    const request = promotionCreditTransaction({
      playerId: 7,
      currency: 'PHP',
      claimKey: 'task:novice:7',
      amountMinor: 30_000,
      wageringAddedMinor: 90_000,
    });
    expectWritable(request);
    expect(request).toMatchObject({ idempotencyKey: 'claim:task:novice:7', kind: 'promotion' });
    expect(playerSide(request)).toEqual({ amountMinor: 30_000, wagering: 90_000 });
  });

  it('a manual adjustment moves between the house and the player either way, never zero', () => {
    const credit = manualAdjustmentTransaction({
      playerId: 7,
      currency: 'MXN',
      adjustmentId: 'A1',
      amountMinor: 500,
    });
    const debit = manualAdjustmentTransaction({
      playerId: 7,
      currency: 'MXN',
      adjustmentId: 'A2',
      amountMinor: -500,
    });
    expectWritable(credit);
    expectWritable(debit);
    expect(credit).toMatchObject({ kind: 'adjustment', reference: 'A1' });
    expect(playerSide(debit)).toEqual({ amountMinor: -500, wagering: 0 });
    expect(() =>
      manualAdjustmentTransaction({
        playerId: 7,
        currency: 'MXN',
        adjustmentId: 'A3',
        amountMinor: 0,
      }),
    ).toThrow(RangeError);
  });

  it('every movement balances for any amounts', () => {
    fc.assert(
      fc.property(amount, amount, fc.nat({ max: 10_000 }), (amountMinor, other, feeBps) => {
        const feeMinor = Math.floor((amountMinor * feeBps) / 100_000);
        const base = { playerId: 1, currency: 'BRL', orderId: 'O' };
        for (const request of [
          depositTransaction({ ...base, chargeId: 'c', amountMinor, wageringAddedMinor: other }),
          depositBonusTransaction({ ...base, bonusMinor: amountMinor, wageringAddedMinor: other }),
          withdrawalHoldTransaction({ ...base, amountMinor }),
          withdrawalPaidTransaction({ ...base, amountMinor, feeMinor, taxMinor: 0 }),
          withdrawalRefundTransaction({ ...base, amountMinor }),
          promotionCreditTransaction({
            ...base,
            claimKey: 'k',
            amountMinor,
            wageringAddedMinor: other,
          }),
          manualAdjustmentTransaction({ ...base, adjustmentId: 'a', amountMinor }),
        ]) {
          expectWritable(request);
        }
      }),
    );
  });
});
