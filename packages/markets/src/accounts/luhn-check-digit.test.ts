import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, passesLuhn } from './luhn-check-digit';

describe('the Luhn check', () => {
  it('accepts the published test card numbers', () => {
    // Test numbers the card networks publish for sandboxes (Visa, Mastercard, Amex, Discover).
    for (const number of [
      '4111111111111111',
      '4012888888881881',
      '5555555555554444',
      '5105105105105100',
      '378282246310005',
      '6011111111111117',
      '79927398713',
    ]) {
      expect(passesLuhn(number), number).toBe(true);
    }
  });

  it('refuses the same numbers with their last digit changed', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('5555555555554440')).toBe(false);
    expect(passesLuhn('79927398710')).toBe(false);
  });

  it('refuses what is not at least two digits', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('0')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
    expect(() => luhnCheckDigit('')).toThrow(RangeError);
    expect(() => luhnCheckDigit('41x')).toThrow(RangeError);
  });

  it('catches every single changed digit of any number built with its check digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{15}$/),
        fc.nat({ max: 15 }),
        fc.integer({ min: 1, max: 9 }),
        (payload, position, shift) => {
          const valid = `${payload}${luhnCheckDigit(payload)}`;
          expect(passesLuhn(valid)).toBe(true);
          const digits = Array.from(valid, Number);
          digits[position] = ((digits[position] ?? 0) + shift) % 10;
          expect(passesLuhn(digits.join(''))).toBe(false);
        },
      ),
    );
  });
});
