import { majorUnitsToMinor } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';
import type { AmountRangeMinor } from './market';

/**
 * The seed's old free-entry deposit rule, "amount 10 to 20000", in whole units of the currency
 * (R$ 10 to R$ 20,000; ₦10 to ₦20,000; Rp 10 to Rp 20,000).
 */
export function customDepositRangeOf(currency: CurrencyCode): AmountRangeMinor {
  return {
    amountMinorMin: majorUnitsToMinor(10, currency),
    amountMinorMax: majorUnitsToMinor(20000, currency),
  };
}
