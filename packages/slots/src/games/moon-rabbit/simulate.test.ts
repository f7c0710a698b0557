import { describe, it, expect } from 'vitest';
import { fractionToNumber } from '../../par/fraction';
import { computePar } from './compute-par';
import { moonRabbit } from './moon-rabbit';
import { simulate } from './simulate';

describe('simulate(moonRabbit)', () => {
  it('agrees with the exact RTP within 4 standard errors over 2,000,000 spins', () => {
    const sheet = computePar(moonRabbit);
    const result = simulate(moonRabbit, 2_000_000, 20_240_923);
    expect(result.standardError).toBeGreaterThan(0);
    expect(Math.abs(result.meanWinPerBet - fractionToNumber(sheet.rtp))).toBeLessThan(
      4 * result.standardError,
    );
    // The hit frequency's standard error is about 0.00035 at this many spins.
    expect(Math.abs(result.hitFrequency - fractionToNumber(sheet.hitFrequency))).toBeLessThan(
      0.0015,
    );
  }, 30_000);

  it('repeats itself for a seed', () => {
    const first = simulate(moonRabbit, 10_000, 5);
    const second = simulate(moonRabbit, 10_000, 5);
    expect(second.meanWinPerBet).toBe(first.meanWinPerBet);
    expect(second.standardError).toBe(first.standardError);
  });

  it('refuses a spin count outside its limit', () => {
    expect(() => simulate(moonRabbit, 1, 1)).toThrow(RangeError);
    expect(() => simulate(moonRabbit, 1.5, 1)).toThrow(RangeError);
    expect(() => simulate(moonRabbit, 2e9, 1)).toThrow(RangeError);
  });
});
