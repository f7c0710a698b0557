import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositBonusFor, givingRateFor } from './deposit-bonus';
import { getMarket } from './market-table';

const brazil = getMarket('BR');
const offer = { amountMinor: brazil.firstDepositMinor, arrivalMinor: brazil.arrivalMinor };

describe('givingRateFor', () => {
  it('gives an offered amount its own rate and a custom amount the rate below it', () => {
    const options = brazil.depositOptions;
    expect(givingRateFor(options, 5000)).toBe(1500);
    expect(givingRateFor(options, 5700)).toBe(1500);
    expect(givingRateFor(options, 999)).toBe(0);
  });
});

describe('depositBonusFor', () => {
  const base = { depositWageringMultiple: 1, bonusWageringMultiple: 3 };

  it('turns a first R$ 10 deposit into R$ 30, with wagering of 1× the deposit and 3× the bonus', () => {
    expect(
      depositBonusFor({ ...base, amountMinor: 1000, givingRateBps: 0, firstDepositOffer: offer }),
    ).toEqual({
      bonusMinor: 2000,
      firstDepositOffer: true,
      wageringAddedMinor: 7000,
      depositWageringMinor: 1000,
      bonusWageringMinor: 6000,
    });
  });

  it('gives any other deposit its rate, rounded down, and never the offer twice', () => {
    expect(
      depositBonusFor({
        ...base,
        amountMinor: 5701,
        givingRateBps: 1500,
        firstDepositOffer: offer,
      }),
    ).toMatchObject({ bonusMinor: 855, firstDepositOffer: false });
    expect(
      depositBonusFor({ ...base, amountMinor: 1000, givingRateBps: 0, firstDepositOffer: null }),
    ).toMatchObject({ bonusMinor: 0, firstDepositOffer: false });
  });

  it('never pays a bonus above the rate, whatever the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amountMinor, givingRateBps) => {
          const { bonusMinor } = depositBonusFor({
            ...base,
            amountMinor,
            givingRateBps,
            firstDepositOffer: null,
          });
          expect(bonusMinor * 10_000).toBeLessThanOrEqual(amountMinor * givingRateBps);
        },
      ),
    );
  });
});
