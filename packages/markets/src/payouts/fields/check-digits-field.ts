import { acceptField, refuseField, withoutSeparators } from './payout-field-check';
import type { PayoutFieldCheck, PayoutFieldErrorCode } from './payout-field-check';

/** How many digits a bank code or an account number of a market has. */
export interface DigitCount {
  readonly digitsMin: number;
  readonly digitsMax: number;
}

/**
 * A number made of digits only, within a length: a bank code or a bank account number. Spaces and
 * hyphens allowed; stored as its digits. All zeros is refused: no bank issues it, and it is what a
 * placeholder looks like.
 */
export function checkDigitsField(
  input: string,
  count: DigitCount,
  error: Extract<PayoutFieldErrorCode, 'bank_code_invalid' | 'account_number_invalid'>,
): PayoutFieldCheck {
  const digits = withoutSeparators(input);
  if (
    digits === null ||
    !/^\d+$/.test(digits) ||
    digits.length < count.digitsMin ||
    digits.length > count.digitsMax ||
    /^0+$/.test(digits)
  ) {
    return refuseField(error);
  }
  return acceptField(digits);
}
