import { describe, it, expect } from 'vitest';
import { majorUnitsToMinor } from './major-units';

describe('majorUnitsToMinor', () => {
  it('converts whole displayed units exactly', () => {
    expect(majorUnitsToMinor(10, 'BRL')).toBe(1000);
    expect(majorUnitsToMinor(20000, 'PHP')).toBe(2000000);
    expect(majorUnitsToMinor(10, 'NGN')).toBe(10);
    expect(majorUnitsToMinor(20000, 'VND')).toBe(20000);
    expect(majorUnitsToMinor(10, 'IDR')).toBe(1);
    expect(majorUnitsToMinor(20000, 'IDR')).toBe(2000);
  });

  it('refuses amounts with no exact minor-unit value', () => {
    expect(() => majorUnitsToMinor(15, 'IDR')).toThrow(/not a whole number/);
    expect(() => majorUnitsToMinor(1.5, 'BRL')).toThrow(RangeError);
    expect(() => majorUnitsToMinor(Number.MAX_SAFE_INTEGER, 'BRL')).toThrow(RangeError);
  });
});
