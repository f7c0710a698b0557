import { describe, it, expect } from 'vitest';
import { createFastRandom, Xoshiro128StarStar } from './fast-random';

describe('Xoshiro128StarStar', () => {
  it('produces the reference C output for the state 1, 2, 3, 4', () => {
    const generator = new Xoshiro128StarStar([1, 2, 3, 4]);
    const words = Array.from({ length: 8 }, () => generator.nextUint32());
    // From the authors' xoshiro128starstar.c, compiled and run with s = {1, 2, 3, 4}.
    expect(words).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849,
    ]);
  });

  it('refuses the all-zero state, from which it would only ever return zero', () => {
    expect(() => new Xoshiro128StarStar([0, 0, 0, 0])).toThrow(RangeError);
  });
});

describe('createFastRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number): number[] => {
      const rng = createFastRandom(seed);
      return Array.from({ length: 16 }, () => rng.nextInt(1000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('spreads draws evenly (chi-square, 9 degrees of freedom)', () => {
    const rng = createFastRandom(7);
    const counts = new Array<number>(10).fill(0);
    const draws = 100_000;
    for (let draw = 0; draw < draws; draw += 1) {
      const value = rng.nextInt(10);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    const expected = draws / 10;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // The 99.99th percentile of chi-square with 9 degrees of freedom is about 33.7.
    expect(chiSquare).toBeLessThan(33.7);
  });
});
