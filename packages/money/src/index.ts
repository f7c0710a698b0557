// The public surface: only what another workspace uses (decision 0018).
export { currencies, isCurrencyCode, getCurrency } from './currencies';
export type { Currency, CurrencyCode } from './currencies';
export { assertAmountMinor } from './amount-minor';
export { formatMoney } from './format';
export { parseMoney } from './parse';
export { majorUnitsToMinor } from './major-units';
export { decimalAmount } from './decimal-amount';
export { basisPointsPerWhole, formatRatePercent, formatRateFraction, applyRate } from './rate';
export { randomAlphanumeric } from './random';
