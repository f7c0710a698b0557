import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { allocate } from './allocate';
import { amountMinorArbitrary } from './test-support/arbitraries';

describe('allocate', () => {
  it('gives the left-over minor units to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5, [3, 7])).toEqual([2, 3]); // exact 1.5 and 3.5: tie, earlier wins
    expect(allocate(1000, [7000, 3000])).toEqual([700, 300]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocate(10, [0, 1])).toEqual([0, 10]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });

  it('sums exactly to the whole, each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        amountMinorArbitrary,
        fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (amountMinor, ratios) => {
          fc.pre(ratios.some((ratio) => ratio > 0));
          const parts = allocate(amountMinor, ratios);
          const total = ratios.reduce((sum, ratio) => sum + BigInt(ratio), 0n);
          expect(parts).toHaveLength(ratios.length);
          expect(parts.reduce((sum, part) => sum + BigInt(part), 0n)).toBe(BigInt(amountMinor));
          parts.forEach((part, index) => {
            expect(Number.isSafeInteger(part)).toBe(true);
            const exactTimesTotal = BigInt(amountMinor) * BigInt(ratios[index] ?? 0);
            const distance = BigInt(part) * total - exactTimesTotal;
            expect(distance < total && distance > -total).toBe(true);
          });
        },
      ),
    );
  });

  it('refuses ratios it cannot split by', () => {
    expect(() => allocate(100, [])).toThrow(RangeError);
    expect(() => allocate(100, [0, 0])).toThrow(RangeError);
    expect(() => allocate(100, [1, -1])).toThrow(RangeError);
    expect(() => allocate(100, [0.5, 0.5])).toThrow(RangeError);
    expect(() => allocate(0.5, [1])).toThrow(RangeError);
  });
});
