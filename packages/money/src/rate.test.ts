import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  applyRate,
  basisPointsPerWhole,
  formatRateFraction,
  formatRatePercent,
  parseRate,
} from './rate';

const nonNegativeAmountMinor = fc.oneof(fc.maxSafeNat(), fc.nat({ max: 1_000_000 }));
const rateUpToWholeBps = fc.integer({ min: 0, max: basisPointsPerWhole });

describe('parseRate', () => {
  it.each<[string | number, number]>([
    ['0.35', 3500],
    ['0', 0],
    ['1', 10000],
    ['2', 20000],
    ['0.0001', 1],
    ['0.125', 1250],
    ['0.35000', 3500],
    [' 0.1 ', 1000],
    ['35%', 3500],
    ['12.5%', 1250],
    ['0.01%', 1],
    ['200 %', 20000],
    [0.35, 3500],
    [0.1, 1000],
    [0.0001, 1],
  ])('reads %j as %i bp', (rate, expected) => {
    expect(parseRate(rate)).toBe(expected);
  });

  it.each<string | number>([
    '',
    'abc',
    '-0.1',
    '0.00001',
    '0.001%',
    '.5',
    '1.',
    '1e-4',
    -0.1,
    NaN,
    1e-7,
  ])('refuses %j', (rate) => {
    expect(() => parseRate(rate)).toThrow(RangeError);
  });

  it('round-trips through formatRatePercent', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (rateBps) => {
        expect(parseRate(formatRatePercent(rateBps))).toBe(rateBps);
      }),
    );
  });
});

describe('formatRatePercent', () => {
  it.each<[number, string]>([
    [3500, '35%'],
    [1250, '12.5%'],
    [1234, '12.34%'],
    [1, '0.01%'],
    [10, '0.1%'],
    [0, '0%'],
    [10000, '100%'],
    [20000, '200%'],
  ])('prints %i bp as %s', (rateBps, expected) => {
    expect(formatRatePercent(rateBps)).toBe(expected);
  });

  it('uses the decimal separator it is given', () => {
    expect(formatRatePercent(1250, { decimalSeparator: ',' })).toBe('12,5%');
  });

  it('refuses negative and fractional rates', () => {
    expect(() => formatRatePercent(-1)).toThrow(RangeError);
    expect(() => formatRatePercent(0.5)).toThrow(RangeError);
  });
});

describe('formatRateFraction', () => {
  it("writes the seed's givingRate as exact decimal text", () => {
    expect(formatRateFraction(1500)).toBe('0.15');
    expect(formatRateFraction(0)).toBe('0');
    expect(formatRateFraction(10_000)).toBe('1');
    expect(formatRateFraction(1)).toBe('0.0001');
    expect(formatRateFraction(23_450)).toBe('2.345');
  });

  it('round-trips through parseRate for every rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (rateBps) => {
        expect(parseRate(formatRateFraction(rateBps))).toBe(rateBps);
      }),
    );
  });
});

describe('applyRate', () => {
  it('rounds down', () => {
    expect(applyRate(1000, 3500)).toBe(350);
    expect(applyRate(999, 3500)).toBe(349); // exact 349.65
    expect(applyRate(1, 9999)).toBe(0);
    expect(applyRate(1000, 20000)).toBe(2000);
    expect(applyRate(Number.MAX_SAFE_INTEGER, 10000)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('rounds toward zero for negative amounts', () => {
    expect(applyRate(-999, 3500)).toBe(-349);
    expect(Object.is(applyRate(-1, 1), 0)).toBe(true);
  });

  it('is the floor of the exact rational value, never above it and never negative', () => {
    fc.assert(
      fc.property(nonNegativeAmountMinor, rateUpToWholeBps, (amountMinor, rateBps) => {
        const result = applyRate(amountMinor, rateBps);
        const exactTimesWhole = BigInt(amountMinor) * BigInt(rateBps);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(BigInt(result) * 10000n <= exactTimesWhole).toBe(true);
        expect(BigInt(result + 1) * 10000n > exactTimesWhole).toBe(true);
      }),
    );
  });

  it('never creates money: a rate and its complement never pay out more than the whole', () => {
    fc.assert(
      fc.property(nonNegativeAmountMinor, rateUpToWholeBps, (amountMinor, rateBps) => {
        const parts = applyRate(amountMinor, rateBps) + applyRate(amountMinor, 10000 - rateBps);
        expect(parts).toBeLessThanOrEqual(amountMinor);
        expect(parts).toBeGreaterThanOrEqual(amountMinor - 1);
      }),
    );
  });

  it('refuses floats, negative rates and results past the safe range', () => {
    expect(() => applyRate(1.5, 100)).toThrow(RangeError);
    expect(() => applyRate(100, -1)).toThrow(RangeError);
    expect(() => applyRate(100, 0.5)).toThrow(RangeError);
    expect(() => applyRate(Number.MAX_SAFE_INTEGER, 20000)).toThrow(/overflows/);
  });
});
