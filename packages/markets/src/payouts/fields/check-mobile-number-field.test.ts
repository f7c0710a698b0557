import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketCodes } from '../../market-codes';
import { mobileNumberRules } from '../mobile-number-rules';
import { checkMobileNumberField, mobileNumberAsStored } from './check-mobile-number-field';

describe('checkMobileNumberField', () => {
  it('takes a Philippine wallet number in every usual writing and stores it in E.164', () => {
    for (const written of [
      '09171234567',
      '0917 123 4567',
      '0917-123-4567',
      '+639171234567',
      '+63 917 123 4567',
      '639171234567',
      '9171234567',
    ]) {
      expect(checkMobileNumberField('PH', written), written).toEqual({
        ok: true,
        value: '+639171234567',
      });
    }
  });

  it('refuses Philippine numbers that are not mobile, too short, too long or abroad', () => {
    for (const written of [
      '08171234567',
      '0917123456',
      '091712345678',
      '+649171234567',
      '+6309171234567',
      '0917 123 456a',
      '+',
      '',
    ]) {
      expect(checkMobileNumberField('PH', written), written).toEqual({
        ok: false,
        error: 'phone_invalid',
      });
    }
  });

  it('takes a Brazilian mobile as a PIX phone key: area code, then nine digits starting with 9', () => {
    expect(checkMobileNumberField('BR', '+55 11 91234-5678')).toEqual({
      ok: true,
      value: '+5511912345678',
    });
    expect(checkMobileNumberField('BR', '(11) 91234-5678').ok).toBe(true);
    expect(checkMobileNumberField('BR', '011 91234-5678').ok).toBe(true);
    // Area code 55 (Rio Grande do Sul) is not mistaken for the country code.
    expect(checkMobileNumberField('BR', '55 91234-5678')).toEqual({
      ok: true,
      value: '+5555912345678',
    });
    // A landline, an area code with a zero, a foreign number.
    expect(checkMobileNumberField('BR', '(11) 3123-4567').ok).toBe(false);
    expect(checkMobileNumberField('BR', '(10) 91234-5678').ok).toBe(false);
    expect(checkMobileNumberField('BR', '+1 415 555 2671').ok).toBe(false);
  });

  it("accepts each market's own example, the one its error message shows", () => {
    for (const code of marketCodes) {
      const { example, countryCode } = mobileNumberRules[code];
      const check = checkMobileNumberField(code, example);
      expect(check.ok, `${code} ${example}`).toBe(true);
      expect(check.ok && check.value.startsWith(`+${countryCode}`)).toBe(true);
    }
  });

  it('stores the same number the same way however it is written', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^9\d{9}$/), (national) => {
        const expected = { ok: true, value: `+63${national}` };
        expect(checkMobileNumberField('PH', `0${national}`)).toEqual(expected);
        expect(checkMobileNumberField('PH', `+63 ${national}`)).toEqual(expected);
        expect(checkMobileNumberField('PH', `63${national}`)).toEqual(expected);
        expect(checkMobileNumberField('PH', national)).toEqual(expected);
      }),
    );
  });

  it('refuses very long input without reading it', () => {
    expect(checkMobileNumberField('PH', '0'.repeat(10_000)).ok).toBe(false);
  });
});

describe('mobileNumberAsStored', () => {
  it('reads a number as the page’s market writes it, and a "+" number by its own country code', () => {
    for (const typed of ['11987654321', '(11) 98765-4321', '011987654321', '+55 11 98765-4321']) {
      expect(mobileNumberAsStored('BR', typed), typed).toBe('+5511987654321');
    }
    expect(mobileNumberAsStored('PH', '0917 123 4567')).toBe('+639171234567');
    expect(mobileNumberAsStored('BR', '+63 917 123 4567')).toBe('+639171234567');
    // Nothing a market reads: kept as typed without separators, which matches no stored number.
    expect(mobileNumberAsStored('BR', '0917 123 4567')).toBe('09171234567');
  });
});
