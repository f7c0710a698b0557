import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CurrencyCode } from './currencies';
import { decimalAmount } from './decimal-amount';
import { formatMoney } from './format';
import { amountMinorArbitrary, currencyCodeArbitrary } from './test-support/arbitraries';

describe('decimalAmount', () => {
  it.each<[CurrencyCode, number, string]>([
    ['BRL', 123456, '1234.56'],
    ['BRL', 1000, '10.00'],
    ['BRL', 5, '0.05'],
    ['PHP', 0, '0.00'],
    ['MXN', 300000, '3000.00'],
    ['NGN', 123456, '123456'],
    ['VND', 15000, '15000'],
    ['IDR', 123456, '1234560'],
    ['BRL', -100, '-1.00'],
  ])('writes %s %i as %s', (currency, amountMinor, expected) => {
    expect(decimalAmount(amountMinor, currency)).toBe(expected);
  });

  it('holds the same digits as what the player reads, for every amount', () => {
    fc.assert(
      fc.property(amountMinorArbitrary, currencyCodeArbitrary, (amountMinor, currency) => {
        const decimal = decimalAmount(amountMinor, currency);
        expect(decimal).toMatch(/^-?\d+(\.\d+)?$/);
        const shown = formatMoney(amountMinor, currency, { withSign: false });
        expect(decimal.replace(/\D/g, '')).toBe(shown.replace(/\D/g, ''));
        expect(decimal.startsWith('-')).toBe(amountMinor < 0);
      }),
    );
  });

  it('refuses what is not an amount of minor units', () => {
    expect(() => decimalAmount(10.5, 'BRL')).toThrow();
  });
});
