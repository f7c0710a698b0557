import { describe, it, expect } from 'vitest';
import {
  assertCurrencyCode,
  currencies,
  currencyCodes,
  fractionDigitsOf,
  getCurrency,
  isCurrencyCode,
} from './currencies';

describe('the currency table', () => {
  it('has one entry per code, keyed by its own code', () => {
    expect(Object.keys(currencies).sort()).toEqual([...currencyCodes].sort());
    for (const code of currencyCodes) expect(currencies[code].code).toBe(code);
  });

  it('follows the seed display rule: /100, as is, or ×10', () => {
    const powers = Object.fromEntries(
      currencyCodes.map((code) => [code, currencies[code].displayPowerOfTen]),
    );
    expect(powers).toEqual({ BRL: -2, PHP: -2, MXN: -2, THB: -2, EGP: -2, NGN: 0, VND: 0, IDR: 1 });
  });

  it('shows two decimals for the /100 currencies and none for the others', () => {
    expect(currencyCodes.map((code) => fractionDigitsOf(currencies[code]))).toEqual([
      2, 2, 2, 0, 0, 0, 2, 2,
    ]);
  });

  it('writes BRL as 1.234,56 and every other currency as 1,234.56', () => {
    for (const code of currencyCodes) {
      const { thousandsSeparator, decimalSeparator } = currencies[code];
      expect([thousandsSeparator, decimalSeparator]).toEqual(
        code === 'BRL' ? ['.', ','] : [',', '.'],
      );
    }
  });

  it('abbreviates only IDR and VND', () => {
    expect(currencyCodes.filter((code) => currencies[code].abbreviatesLargeValues)).toEqual([
      'IDR',
      'VND',
    ]);
  });

  it('recognises codes and refuses anything else', () => {
    expect(isCurrencyCode('BRL')).toBe(true);
    expect(isCurrencyCode('brl')).toBe(false);
    expect(isCurrencyCode('USD')).toBe(false);
    expect(isCurrencyCode(7)).toBe(false);
    expect(assertCurrencyCode('PHP')).toBe('PHP');
    expect(() => assertCurrencyCode('XYZ')).toThrow(/unknown currency "XYZ"/);
    expect(() => getCurrency('toString' as 'BRL')).toThrow(/unknown currency/);
  });
});
