import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clabeCheckDigit } from './clabe-check-digit';
import { isValidClabe } from './is-valid-clabe';

describe('clabeCheckDigit', () => {
  it('gives the published vector its check digit', () => {
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
  });

  it('refuses anything but 17 digits', () => {
    expect(() => clabeCheckDigit('0321800001183597')).toThrow(RangeError);
    expect(() => clabeCheckDigit('03218000011835971a')).toThrow(RangeError);
  });

  it('makes every 17 digits a valid CLABE, and any other last digit an invalid one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{17}$/), fc.integer({ min: 1, max: 9 }), (first, shift) => {
        const check = clabeCheckDigit(first);
        expect(isValidClabe(`${first}${check}`)).toBe(true);
        expect(isValidClabe(`${first}${(check + shift) % 10}`)).toBe(false);
      }),
    );
  });
});
