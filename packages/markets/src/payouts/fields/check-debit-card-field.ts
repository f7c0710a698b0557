import { passesLuhn } from '../../accounts/luhn-check-digit';
import { acceptField, refuseField, withoutSeparators } from './payout-field-check';
import type { PayoutFieldCheck } from './payout-field-check';

/**
 * A debit card number as Mexico's bank form takes it (the seed: 16 digits), passing the Luhn
 * check; spaces allowed; stored as its digits.
 */
export function checkDebitCardField(input: string): PayoutFieldCheck {
  const card = withoutSeparators(input);
  if (card === null || !/^\d{16}$/.test(card) || !passesLuhn(card)) {
    return refuseField('card_invalid');
  }
  return acceptField(card);
}
