import { describe, it, expect } from 'vitest';
import { formatExact, formatPercent, fraction, fractionToNumber } from './fraction';

describe('fraction', () => {
  it('keeps lowest terms', () => {
    expect(fraction(6n, 8n)).toEqual({ numerator: 3n, denominator: 4n });
    expect(fraction(0n, 5n)).toEqual({ numerator: 0n, denominator: 1n });
  });

  it('refuses a zero or negative denominator and a negative value', () => {
    expect(() => fraction(1n, 0n)).toThrow(RangeError);
    expect(() => fraction(1n, -2n)).toThrow(RangeError);
    expect(() => fraction(-1n, 2n)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it('writes the percentage with four decimals, rounded down', () => {
    expect(formatPercent(fraction(21647277n, 22400000n))).toBe('96.6396');
    expect(formatPercent(fraction(2n, 3n))).toBe('66.6666');
    expect(formatPercent(fraction(1n, 1n))).toBe('100.0000');
    expect(formatPercent(fraction(1n, 1_000_000_000n))).toBe('0.0000');
    expect(formatPercent(fraction(1n, 8n), 0)).toBe('12');
  });
});

describe('fractionToNumber', () => {
  it('approximates even when both parts exceed 2^53', () => {
    const huge = 10n ** 30n;
    expect(fractionToNumber(fraction(huge + 1n, 3n * huge))).toBeCloseTo(1 / 3, 15);
  });
});

describe('formatExact', () => {
  it('writes a terminating fraction in full, never rounded', () => {
    expect(formatExact(fraction(1300n, 1n))).toBe('1300');
    expect(formatExact(fraction(11n, 2n))).toBe('5.5');
    expect(formatExact(fraction(1n, 8n))).toBe('0.125');
    expect(formatExact(fraction(2049n, 20n))).toBe('102.45');
    expect(formatExact(fraction(0n, 1n))).toBe('0');
  });

  it('writes a fraction with no finite decimal form as a fraction', () => {
    expect(formatExact(fraction(10n, 3n))).toBe('10/3');
  });
});
