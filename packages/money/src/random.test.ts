import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { alphanumericCharacters, randomAlphanumeric, randomInt } from './random';
import type { FillRandomBytes } from './random';

/** A byte source that replays the given bytes in order, for driving the rejection paths. */
function replayBytes(sequence: readonly number[]): FillRandomBytes {
  let position = 0;
  return (bytes) => {
    for (let index = 0; index < bytes.length; index += 1) {
      bytes[index] = sequence[position % sequence.length] ?? 0;
      position += 1;
    }
  };
}

describe('randomAlphanumeric', () => {
  it('returns 32 letters and digits by default', () => {
    const value = randomAlphanumeric();
    expect(value).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('returns the length asked for', () => {
    for (const length of [0, 1, 15, 16, 17, 300, 70000]) {
      expect(randomAlphanumeric(length)).toMatch(new RegExp(`^[A-Za-z0-9]{${length}}$`));
    }
  });

  it('draws again for bytes 248 to 255 instead of wrapping them (no modulo bias)', () => {
    // 248 % 62 would be 0 ("A") if it were not rejected.
    const value = randomAlphanumeric(3, replayBytes([248, 255, 0, 61, 250, 62]));
    expect(value).toBe('A9A');
    expect(alphanumericCharacters).toHaveLength(62);
  });

  it('uses every character', () => {
    const seen = new Set(randomAlphanumeric(5000));
    expect(seen.size).toBe(62);
  });

  it('refuses lengths that are not whole numbers', () => {
    expect(() => randomAlphanumeric(-1)).toThrow(RangeError);
    expect(() => randomAlphanumeric(1.5)).toThrow(RangeError);
  });
});

describe('randomInt', () => {
  it('stays within [minInclusive, maxExclusive)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.maxSafeInteger(), (a, b) => {
        fc.pre(a !== b);
        const [min, max] = a < b ? [a, b] : [b, a];
        const value = randomInt(min, max);
        expect(Number.isSafeInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThan(max);
      }),
    );
  });

  it('reaches the lower bound and never the upper one', () => {
    const seen = new Set<number>();
    for (let draw = 0; draw < 2000; draw += 1) seen.add(randomInt(-2, 3));
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2]);
    expect(randomInt(7, 8)).toBe(7);
  });

  it('draws again when the 64 bits fall in the incomplete last block', () => {
    // For a range of 3, 2^64 − 1 is the one rejected value; all-ones then all-zeros gives min.
    const fill = replayBytes([...Array<number>(8).fill(255), ...Array<number>(8).fill(0)]);
    expect(randomInt(10, 13, fill)).toBe(10);
  });

  it('refuses empty, reversed and unsafe ranges', () => {
    expect(() => randomInt(5, 5)).toThrow(RangeError);
    expect(() => randomInt(6, 5)).toThrow(RangeError);
    expect(() => randomInt(0, 1.5)).toThrow(RangeError);
    expect(() => randomInt(0, 2 ** 53)).toThrow(RangeError);
    expect(() => randomInt(Number.NaN, 1)).toThrow(RangeError);
  });
});
