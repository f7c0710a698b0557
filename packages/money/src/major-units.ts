import { assertAmountMinor } from './amount-minor';
import { getCurrency } from './currencies';
import type { CurrencyCode } from './currencies';

/**
 * Whole displayed units (reais, pesos, naira, rupiah…) to minor units, exactly: R$ 10 → 1000,
 * ₦10 → 10, Rp 10 → 1. Throws when the amount has no exact minor-unit value (Rp 15) or is unsafe.
 */
export function majorUnitsToMinor(majorUnits: number, currencyCode: CurrencyCode): number {
  const checkedUnits = assertAmountMinor(majorUnits, 'majorUnits');
  const power = getCurrency(currencyCode).displayPowerOfTen;
  if (power > 0) {
    const step = 10 ** power;
    if (checkedUnits % step !== 0) {
      throw new RangeError(`${checkedUnits} ${currencyCode} is not a whole number of minor units`);
    }
    return checkedUnits / step;
  }
  return assertAmountMinor(checkedUnits * 10 ** -power, 'amountMinor');
}
