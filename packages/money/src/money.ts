import { assertAmountMinor, safeNumberFromBigInt } from './amount-minor';
import { assertCurrencyCode } from './currencies';
import type { CurrencyCode } from './currencies';

/** An amount with its currency attached: integer minor units, never a float. */
export interface Money {
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
}

export class CurrencyMismatchError extends Error {
  constructor(operation: string, left: CurrencyCode, right: CurrencyCode) {
    super(`cannot ${operation} ${left} and ${right}: amounts of different currencies never mix`);
    this.name = 'CurrencyMismatchError';
  }
}

/** Builds a Money, throwing on a non-integer, unsafe integer or unknown currency. */
export function money(amountMinor: number, currency: CurrencyCode): Money {
  return Object.freeze({
    amountMinor: assertAmountMinor(amountMinor),
    currency: assertCurrencyCode(currency),
  });
}

export function zeroMoney(currency: CurrencyCode): Money {
  return money(0, currency);
}

function assertSameCurrency(operation: string, left: Money, right: Money): void {
  if (left.currency !== right.currency) {
    throw new CurrencyMismatchError(operation, left.currency, right.currency);
  }
}

// Sums go through bigint so an overflow is reported instead of silently losing precision.
function checkedSum(leftMinor: number, rightMinor: number, currency: CurrencyCode): Money {
  return money(safeNumberFromBigInt(BigInt(leftMinor) + BigInt(rightMinor), 'sum'), currency);
}

export function addMoney(left: Money, right: Money): Money {
  assertSameCurrency('add', left, right);
  return checkedSum(left.amountMinor, right.amountMinor, left.currency);
}

export function subtractMoney(left: Money, right: Money): Money {
  assertSameCurrency('subtract', left, right);
  return checkedSum(left.amountMinor, -right.amountMinor, left.currency);
}

/** Sum of a list; the currency is named so an empty list still has one. */
export function sumMoney(items: readonly Money[], currency: CurrencyCode): Money {
  let totalMinor = 0n;
  for (const item of items) {
    if (item.currency !== currency) throw new CurrencyMismatchError('sum', currency, item.currency);
    totalMinor += BigInt(item.amountMinor);
  }
  return money(safeNumberFromBigInt(totalMinor, 'sum'), currency);
}

export function negateMoney(value: Money): Money {
  return money(-value.amountMinor, value.currency);
}

/** -1, 0 or 1, usable as an Array.prototype.sort comparator. */
export function compareMoney(left: Money, right: Money): -1 | 0 | 1 {
  assertSameCurrency('compare', left, right);
  if (left.amountMinor < right.amountMinor) return -1;
  if (left.amountMinor > right.amountMinor) return 1;
  return 0;
}

export function isMoneyZero(value: Money): boolean {
  return value.amountMinor === 0;
}

export function isSameMoney(left: Money, right: Money): boolean {
  return left.currency === right.currency && left.amountMinor === right.amountMinor;
}
