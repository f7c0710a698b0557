export {
  currencyCodes,
  currencies,
  isCurrencyCode,
  assertCurrencyCode,
  getCurrency,
  fractionDigitsOf,
} from './currencies';
export type { Currency, CurrencyCode } from './currencies';
export { isAmountMinor, assertAmountMinor } from './amount-minor';
export {
  money,
  zeroMoney,
  addMoney,
  subtractMoney,
  sumMoney,
  negateMoney,
  compareMoney,
  isMoneyZero,
  isSameMoney,
  CurrencyMismatchError,
} from './money';
export type { Money } from './money';
export { formatMoney, compactThreshold } from './format';
export type { FormatMoneyOptions } from './format';
export { parseMoney, parseMoneyTextLengthMax } from './parse';
export type { ParseMoneyResult } from './parse';
export { majorUnitsToMinor } from './major-units';
export { decimalAmount } from './decimal-amount';
export {
  basisPointsPerWhole,
  parseRate,
  formatRatePercent,
  formatRateFraction,
  applyRate,
} from './rate';
export type { FormatRatePercentOptions } from './rate';
export { allocate } from './allocate';
export {
  randomAlphanumeric,
  randomInt,
  alphanumericCharacters,
  fillCryptoRandomBytes,
} from './random';
export type { FillRandomBytes } from './random';
