import fc from 'fast-check';
import { currencyCodes } from '../currencies';

/** Every safe integer, with small values (where formatting edge cases live) drawn often. */
export const amountMinorArbitrary = fc.oneof(
  fc.maxSafeInteger(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constantFrom(0, 1, -1, 99, 100, 101, 999_999, 1_000_000, Number.MAX_SAFE_INTEGER),
  fc.constant(Number.MIN_SAFE_INTEGER),
);

export const currencyCodeArbitrary = fc.constantFrom(...currencyCodes);
