import { describe, it, expect } from 'vitest';
import { fractionToNumber } from '../../par/fraction';
import { computePar } from './compute-par';
import { goldenOx } from './golden-ox';
import { simulate } from './simulate';

describe('simulate(goldenOx)', () => {
  it('agrees with the exact RTP within 4 standard errors over 2,000,000 spins', () => {
    const sheet = computePar(goldenOx);
    const result = simulate(goldenOx, 2_000_000, 20_260_122);
    expect(result.standardError).toBeGreaterThan(0);
    expect(Math.abs(result.meanWinPerBet - fractionToNumber(sheet.rtp))).toBeLessThan(
      4 * result.standardError,
    );
    expect(Math.abs(result.hitFrequency - fractionToNumber(sheet.hitFrequency))).toBeLessThan(
      0.002,
    );
  }, 30_000);

  it('repeats itself for a seed', () => {
    const first = simulate(goldenOx, 10_000, 5);
    const second = simulate(goldenOx, 10_000, 5);
    expect(second.meanWinPerBet).toBe(first.meanWinPerBet);
    expect(second.standardError).toBe(first.standardError);
  });

  it('refuses a spin count outside its limit', () => {
    expect(() => simulate(goldenOx, 1, 1)).toThrow(RangeError);
    expect(() => simulate(goldenOx, 2e9, 1)).toThrow(RangeError);
  });
});
