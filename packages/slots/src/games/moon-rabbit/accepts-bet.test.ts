import { describe, it, expect } from 'vitest';
import { acceptsBet } from './accepts-bet';
import { moonRabbit } from './moon-rabbit';

describe('acceptsBet', () => {
  it('accepts a positive total bet that splits evenly over the 10 lines', () => {
    for (const totalBetMinor of [10, 50, 100, 200, 500, 1000, 2000, 1_000_000]) {
      expect(acceptsBet(moonRabbit, totalBetMinor)).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const totalBetMinor of [0, -10, 5, 15, 25, 10.5, Number.NaN, 2 ** 53 + 10]) {
      expect(acceptsBet(moonRabbit, totalBetMinor)).toBe(false);
    }
  });
});
