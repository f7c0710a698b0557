import { describe, it, expect } from 'vitest';
import { fractionToNumber } from '../../par/fraction';
import { computePar } from './compute-par';
import { luckyTiger } from './lucky-tiger';
import { simulate } from './simulate';

describe('simulate(luckyTiger)', () => {
  it('agrees with the exact RTP within 4 standard errors over 2,000,000 spins', () => {
    const exactRtp = fractionToNumber(computePar(luckyTiger).rtp);
    const result = simulate(luckyTiger, 2_000_000, 20_240_601);
    expect(result.standardError).toBeGreaterThan(0);
    expect(Math.abs(result.meanWinPerBet - exactRtp)).toBeLessThan(4 * result.standardError);
    expect(Math.abs(result.hitFrequency - 0.271139)).toBeLessThan(0.002);
  }, 30_000);

  it('repeats itself for a seed', () => {
    const first = simulate(luckyTiger, 10_000, 5);
    const second = simulate(luckyTiger, 10_000, 5);
    expect(second.meanWinPerBet).toBe(first.meanWinPerBet);
    expect(second.standardError).toBe(first.standardError);
  });

  it('refuses a spin count outside its limit', () => {
    expect(() => simulate(luckyTiger, 1, 1)).toThrow(RangeError);
    expect(() => simulate(luckyTiger, 1.5, 1)).toThrow(RangeError);
    expect(() => simulate(luckyTiger, 2e9, 1)).toThrow(RangeError);
  });
});
