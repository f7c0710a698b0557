import { describe, expect, it } from 'vitest';
import type { DepositAmounts } from '../api/amount-list';
import { quoteDeposit } from './quote-deposit';

const brazil: DepositAmounts = {
  list: [
    { orderAmount: 1000, givingRate: '0', givingRateBps: 0, bonusMinor: 0 },
    { orderAmount: 2000, givingRate: '0.1', givingRateBps: 1000, bonusMinor: 200 },
    { orderAmount: 5000, givingRate: '0.15', givingRateBps: 1500, bonusMinor: 750 },
  ],
  preselectedIndex: 0,
  currency: 'BRL',
  method: 'pix',
  firstDepositOffer: { amountMinor: 1000, arrivalMinor: 3000 },
  customAmountMinorMin: 1000,
  customAmountMinorMax: 2_000_000,
  depositWageringMultiple: 1,
  bonusWageringMultiple: 3,
};

describe('quoteDeposit', () => {
  it('quotes the first-deposit offer for its exact amount: R$ 10 becomes R$ 30', () => {
    expect(quoteDeposit(brazil, 1000)).toEqual({
      amountMinor: 1000,
      bonusMinor: 2000,
      creditMinor: 3000,
      wageringMinor: 1000 + 2000 * 3,
      firstOffer: true,
    });
  });

  it('gives a custom amount the rate of the listed amount below it, rounded down', () => {
    expect(quoteDeposit(brazil, 5701)).toMatchObject({ bonusMinor: 855, creditMinor: 6556 });
  });

  it('gives no offer to a returning player', () => {
    const returning = { ...brazil, firstDepositOffer: null };
    expect(quoteDeposit(returning, 1000)).toMatchObject({ bonusMinor: 0, firstOffer: false });
  });
});
