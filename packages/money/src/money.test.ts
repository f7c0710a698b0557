import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { CurrencyCode } from './currencies';
import {
  CurrencyMismatchError,
  addMoney,
  compareMoney,
  isMoneyZero,
  isSameMoney,
  money,
  negateMoney,
  subtractMoney,
  sumMoney,
  zeroMoney,
} from './money';
import { formatMoney } from './format';
import { currencyCodeArbitrary } from './test-support/arbitraries';

// Kept well inside the safe range so sums of three never overflow.
const smallAmountMinor = fc.integer({ min: -(2 ** 50), max: 2 ** 50 });

describe('money', () => {
  it('holds an integer amount and its currency', () => {
    expect(money(1234, 'BRL')).toEqual({ amountMinor: 1234, currency: 'BRL' });
    expect(Object.isFrozen(money(1, 'PHP'))).toBe(true);
    expect(Object.is(money(-0, 'BRL').amountMinor, 0)).toBe(true);
  });

  it('refuses non-integers, unsafe integers and unknown currencies', () => {
    for (const bad of [0.1, 1.5, Number.NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 53)]) {
      expect(() => money(bad, 'BRL')).toThrow(RangeError);
    }
    expect(() => money(1, 'USD' as CurrencyCode)).toThrow(/unknown currency "USD"/);
  });

  it('rejects every unsafe integer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 2n ** 53n, max: 2n ** 80n }), fc.boolean(), (big, negative) => {
        const value = Number(negative ? -big : big);
        expect(() => money(value, 'NGN')).toThrow(/safe integer/);
      }),
    );
  });
});

describe('arithmetic on money', () => {
  it('adds exactly: ten centavos and twenty make thirty, not 0.30000000000000004', () => {
    const total = addMoney(money(10, 'BRL'), money(20, 'BRL'));
    expect(total).toEqual(money(30, 'BRL'));
    expect(formatMoney(total.amountMinor, total.currency)).toBe('R$ 0,30');
  });

  it('is associative and commutative, and subtract undoes add', () => {
    fc.assert(
      fc.property(
        currencyCodeArbitrary,
        smallAmountMinor,
        smallAmountMinor,
        smallAmountMinor,
        (currency, a, b, c) => {
          const [x, y, z] = [money(a, currency), money(b, currency), money(c, currency)];
          expect(addMoney(addMoney(x, y), z)).toEqual(addMoney(x, addMoney(y, z)));
          expect(addMoney(x, y)).toEqual(addMoney(y, x));
          expect(subtractMoney(addMoney(x, y), y)).toEqual(x);
          expect(sumMoney([x, y, z], currency)).toEqual(addMoney(addMoney(x, y), z));
          expect(addMoney(x, negateMoney(x)).amountMinor).toBe(0);
        },
      ),
    );
  });

  it('never mixes currencies', () => {
    fc.assert(
      fc.property(currencyCodeArbitrary, currencyCodeArbitrary, (left, right) => {
        fc.pre(left !== right);
        const [x, y] = [money(1, left), money(1, right)];
        expect(() => addMoney(x, y)).toThrow(CurrencyMismatchError);
        expect(() => subtractMoney(x, y)).toThrow(CurrencyMismatchError);
        expect(() => compareMoney(x, y)).toThrow(CurrencyMismatchError);
        expect(() => sumMoney([x, y], left)).toThrow(CurrencyMismatchError);
        expect(isSameMoney(x, y)).toBe(false);
      }),
    );
  });

  it('throws instead of losing precision past the safe range', () => {
    const max = money(Number.MAX_SAFE_INTEGER, 'VND');
    expect(() => addMoney(max, money(1, 'VND'))).toThrow(/overflows/);
    expect(() => subtractMoney(negateMoney(max), money(1, 'VND'))).toThrow(/overflows/);
    expect(() => sumMoney([max, max], 'VND')).toThrow(/overflows/);
  });

  it('sums an empty list to zero of the named currency', () => {
    expect(sumMoney([], 'MXN')).toEqual(zeroMoney('MXN'));
  });

  it('compares and tests for zero', () => {
    expect(compareMoney(money(1, 'BRL'), money(2, 'BRL'))).toBe(-1);
    expect(compareMoney(money(2, 'BRL'), money(2, 'BRL'))).toBe(0);
    expect(compareMoney(money(3, 'BRL'), money(2, 'BRL'))).toBe(1);
    expect(isMoneyZero(zeroMoney('EGP'))).toBe(true);
    expect(isMoneyZero(money(-1, 'EGP'))).toBe(false);
    expect(negateMoney(money(5, 'THB'))).toEqual(money(-5, 'THB'));
  });
});
