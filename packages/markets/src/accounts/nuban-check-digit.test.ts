import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidNuban, nubanCheckDigit } from './nuban-check-digit';

describe('the NUBAN check digit', () => {
  it("gives the CBN proposal's two First Bank (011) examples their check digits", () => {
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(isValidNuban('011', '0000014579')).toBe(true);
    expect(nubanCheckDigit('011', '000000022')).toBe(0);
    expect(isValidNuban('011', '0000000220')).toBe(true);
  });

  it('refuses the examples with another check digit or at another bank', () => {
    expect(isValidNuban('011', '0000014578')).toBe(false);
    expect(isValidNuban('058', '0000014579')).toBe(false);
  });

  it('refuses other shapes', () => {
    expect(isValidNuban('11', '0000014579')).toBe(false);
    expect(isValidNuban('011', '000001457')).toBe(false);
    expect(isValidNuban('011', '00000145790')).toBe(false);
    expect(isValidNuban('011', '000001457a')).toBe(false);
    expect(() => nubanCheckDigit('011', '00001457')).toThrow(RangeError);
  });

  it('catches any single changed digit of the account number', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{3}$/),
        fc.stringMatching(/^\d{9}$/),
        fc.nat({ max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (bankCode, serial, position, shift) => {
          const valid = `${serial}${nubanCheckDigit(bankCode, serial)}`;
          expect(isValidNuban(bankCode, valid)).toBe(true);
          const digits = Array.from(valid, Number);
          digits[position] = ((digits[position] ?? 0) + shift) % 10;
          expect(isValidNuban(bankCode, digits.join(''))).toBe(false);
        },
      ),
    );
  });
});
