import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { currencies } from './currencies';
import type { CurrencyCode } from './currencies';
import { formatMoney } from './format';
import { amountMinorArbitrary, currencyCodeArbitrary } from './test-support/arbitraries';

describe('formatMoney', () => {
  it.each<[CurrencyCode, number, string]>([
    ['BRL', 123456, 'R$ 1.234,56'],
    ['BRL', 5, 'R$ 0,05'],
    ['BRL', 0, 'R$ 0,00'],
    ['BRL', 100000000, 'R$ 1.000.000,00'],
    ['PHP', 123456, '₱1,234.56'],
    ['MXN', 123456, '$1,234.56'],
    ['THB', 123456, '฿1,234.56'],
    ['EGP', 123456, 'E£1,234.56'],
    ['NGN', 123456, '₦123,456'],
    ['VND', 12345, '12,345 ₫'],
    ['IDR', 123456, 'Rp 1,234,560'],
  ])('formats %s %i as %s', (currency, amountMinor, expected) => {
    expect(formatMoney(amountMinor, currency)).toBe(expected);
  });

  it('does not divide NGN and VND, and multiplies IDR by ten', () => {
    expect(formatMoney(3000, 'NGN')).toBe('₦3,000');
    expect(formatMoney(15000, 'VND')).toBe('15,000 ₫');
    expect(formatMoney(1, 'IDR')).toBe('Rp 10');
  });

  it('puts the minus first', () => {
    expect(formatMoney(-100, 'BRL')).toBe('-R$ 1,00');
    expect(formatMoney(-12345, 'VND')).toBe('-12,345 ₫');
    expect(formatMoney(-1, 'PHP', { withSign: false })).toBe('-0.01');
  });

  it('can leave the sign out', () => {
    expect(formatMoney(123456, 'BRL', { withSign: false })).toBe('1.234,56');
    expect(formatMoney(123456, 'IDR', { withSign: false })).toBe('1,234,560');
  });

  it('formats the extremes of the safe range exactly', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'BRL')).toBe('R$ 90.071.992.547.409,91');
    expect(formatMoney(Number.MIN_SAFE_INTEGER, 'IDR')).toBe('-Rp 90,071,992,547,409,910');
  });

  it('refuses floats, unsafe integers and unknown currencies', () => {
    expect(() => formatMoney(1.5, 'BRL')).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53, 'BRL')).toThrow(RangeError);
    expect(() => formatMoney(1, 'USD' as CurrencyCode)).toThrow(TypeError);
  });

  it('prints digits only, with the sign and separators of its currency', () => {
    fc.assert(
      fc.property(amountMinorArbitrary, currencyCodeArbitrary, (amountMinor, code) => {
        const text = formatMoney(amountMinor, code, { withSign: false });
        const { thousandsSeparator, decimalSeparator } = currencies[code];
        const allowed = new RegExp(`^-?[0-9${thousandsSeparator}${decimalSeparator}]+$`);
        expect(text).toMatch(allowed);
        expect(formatMoney(amountMinor, code)).toContain(currencies[code].sign);
      }),
    );
  });
});

describe('formatMoney compact (IDR and VND)', () => {
  it.each<[CurrencyCode, number, string]>([
    ['IDR', 999, 'Rp 9,990'],
    ['IDR', 1000, 'Rp 10K'],
    ['IDR', 1234, 'Rp 12.3K'],
    ['IDR', 150000, 'Rp 1.5M'],
    ['IDR', 159999, 'Rp 1.5M'],
    ['IDR', 200000, 'Rp 2M'],
    ['IDR', 9e6, 'Rp 90M'],
    ['IDR', 3e8, 'Rp 3B'],
    ['IDR', -150000, '-Rp 1.5M'],
    ['VND', 9999, '9,999 ₫'],
    ['VND', 12345, '12.3K ₫'],
    ['VND', 999999, '999.9K ₫'],
    ['VND', 1_000_000, '1M ₫'],
    ['VND', Number.MAX_SAFE_INTEGER, '9,007.1T ₫'],
  ])('abbreviates %s %i as %s', (currency, amountMinor, expected) => {
    expect(formatMoney(amountMinor, currency, { compact: true })).toBe(expected);
  });

  it('leaves the other currencies in full', () => {
    expect(formatMoney(123456789, 'BRL', { compact: true })).toBe('R$ 1.234.567,89');
    expect(formatMoney(123456789, 'NGN', { compact: true })).toBe('₦123,456,789');
  });

  it('never overstates a balance and is off by less than a tenth of its unit', () => {
    const unitSizes: Record<string, bigint> = {
      K: 10n ** 3n,
      M: 10n ** 6n,
      B: 10n ** 9n,
      T: 10n ** 12n,
    };
    fc.assert(
      fc.property(
        fc.maxSafeNat(),
        fc.constantFrom<CurrencyCode>('IDR', 'VND'),
        (amountMinor, code) => {
          const text = formatMoney(amountMinor, code, { compact: true, withSign: false });
          const displayed = BigInt(amountMinor) * (code === 'IDR' ? 10n : 1n);
          const match = /^([\d,]+)(?:\.(\d))?([KMBT])?$/.exec(text);
          expect(match).not.toBeNull();
          const [, whole = '', tenth = '0', suffix] = match ?? [];
          if (suffix === undefined) {
            expect(BigInt(whole.replaceAll(',', ''))).toBe(displayed);
            return;
          }
          const unit = unitSizes[suffix] ?? 0n;
          const shown = (BigInt(whole.replaceAll(',', '')) * 10n + BigInt(tenth)) * (unit / 10n);
          expect(shown <= displayed).toBe(true);
          expect(displayed - shown < unit / 10n).toBe(true);
        },
      ),
    );
  });
});
