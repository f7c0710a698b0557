import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { CurrencyCode } from './currencies';
import { formatMoney } from './format';
import { parseMoney } from './parse';
import { amountMinorArbitrary, currencyCodeArbitrary } from './test-support/arbitraries';

function parsedMinor(text: string, currency: CurrencyCode): number | 'invalid_amount' {
  const result = parseMoney(text, currency);
  return result.ok ? result.amountMinor : result.code;
}

describe('parseMoney', () => {
  it.each<[string, CurrencyCode, number]>([
    ['R$ 1.234,56', 'BRL', 123456],
    ['R$1234,56', 'BRL', 123456],
    ['10', 'BRL', 1000],
    ['10,5', 'BRL', 1050],
    ['10.5', 'BRL', 1050],
    ['10.50', 'BRL', 1050],
    ['1.234', 'BRL', 123400],
    ['  R$\u00a01.000.000,00 ', 'BRL', 100000000],
    ['-R$ 1,00', 'BRL', -100],
    ['R$ -1,00', 'BRL', -100],
    ['−5', 'BRL', -500],
    ['-0', 'BRL', 0],
    ['₱1,234.56', 'PHP', 123456],
    ['1234.56', 'PHP', 123456],
    ['1,234', 'PHP', 123400],
    ['10,5', 'PHP', 1050],
    ['10.500', 'PHP', 1050],
    ['$2', 'MXN', 200],
    ['₦3,000', 'NGN', 3000],
    ['1,000.00', 'NGN', 1000],
    ['Rp 1,234,560', 'IDR', 123456],
    ['Rp 10', 'IDR', 1],
    ['12,345 ₫', 'VND', 12345],
    ['12345₫', 'VND', 12345],
    ['฿0.01', 'THB', 1],
    ['E£ 20,000', 'EGP', 2000000],
  ])('reads %j in %s as %i', (text, currency, expected) => {
    expect(parsedMinor(text, currency)).toBe(expected);
  });

  it.each<[string, CurrencyCode]>([
    ['', 'BRL'],
    ['R$', 'BRL'],
    ['abc', 'BRL'],
    ['1,234,56', 'BRL'],
    ['10,555', 'BRL'],
    ['1.23.456', 'BRL'],
    ['1 234', 'BRL'],
    ['--1', 'BRL'],
    ['-R$ -1', 'BRL'],
    ['1e3', 'BRL'],
    ['0x10', 'BRL'],
    ['10,', 'BRL'],
    [',5', 'BRL'],
    ['₱10', 'BRL'],
    ['10.001', 'PHP'],
    ['10.5', 'NGN'],
    ['Rp 15', 'IDR'],
    ['Rp 1.5M', 'IDR'],
    ['12.3K ₫', 'VND'],
    ['9007199254740992', 'NGN'],
    ['1'.repeat(65), 'NGN'],
  ])('refuses %j in %s', (text, currency) => {
    expect(parseMoney(text, currency)).toEqual({ ok: false, code: 'invalid_amount' });
  });

  it('reads back whatever formatMoney prints, for every currency and safe integer', () => {
    fc.assert(
      fc.property(
        amountMinorArbitrary,
        currencyCodeArbitrary,
        fc.boolean(),
        (amountMinor, code, withSign) => {
          const text = formatMoney(amountMinor, code, { withSign });
          expect(parseMoney(text, code)).toEqual({ ok: true, amountMinor });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary text and only ever returns safe integers', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^-?[R$₱₫Rp ]{0,3}[0-9.,]{0,25}[ ₫]{0,2}$/)),
        currencyCodeArbitrary,
        (text, code) => {
          const result = parseMoney(text, code);
          if (result.ok) expect(Number.isSafeInteger(result.amountMinor)).toBe(true);
          else expect(result.code).toBe('invalid_amount');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
