import { describe, it, expect } from 'vitest';
import { fractionToNumber } from '../../par/fraction';
import { computePar } from './compute-par';
import { simulate } from './simulate';
import { teenPatti } from './teen-patti';

describe('simulate(teenPatti): a Monte Carlo check of the exact sheet', () => {
  const sheet = computePar(teenPatti);

  it('agrees with the exact RTP of the best play within 4 standard errors over 2,000,000 rounds', () => {
    const result = simulate(teenPatti, 2_000_000, 20_240_601, 'optimal');
    expect(result.standardError).toBeGreaterThan(0);
    expect(Math.abs(result.meanWinPerBet - fractionToNumber(sheet.rtp))).toBeLessThan(
      4 * result.standardError,
    );
    // A share's own standard error is about 0.00035 here.
    expect(Math.abs(result.hitFrequency - fractionToNumber(sheet.hitFrequency))).toBeLessThan(
      0.0014,
    );
    expect(Math.abs(result.netWinFrequency - fractionToNumber(sheet.netWinFrequency))).toBeLessThan(
      0.0014,
    );
  }, 30_000);

  it('agrees with the exact RTP of always playing', () => {
    const result = simulate(teenPatti, 2_000_000, 7, 'alwaysPlay');
    expect(Math.abs(result.meanWinPerBet - fractionToNumber(sheet.alwaysPlayRtp))).toBeLessThan(
      4 * result.standardError,
    );
  }, 30_000);

  it('repeats itself for a seed', () => {
    const first = simulate(teenPatti, 10_000, 5);
    const second = simulate(teenPatti, 10_000, 5);
    expect(second.meanWinPerBet).toBe(first.meanWinPerBet);
    expect(second.standardError).toBe(first.standardError);
  });

  it('refuses a round count outside its limit', () => {
    expect(() => simulate(teenPatti, 1, 1)).toThrow(RangeError);
    expect(() => simulate(teenPatti, 1.5, 1)).toThrow(RangeError);
    expect(() => simulate(teenPatti, 2e9, 1)).toThrow(RangeError);
  });
});
