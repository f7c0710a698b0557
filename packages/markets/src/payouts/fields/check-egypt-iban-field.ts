import { ibanChecksumHolds } from '../../accounts/iban-checksum';
import { acceptField, refuseField, withoutSeparators } from './payout-field-check';
import type { PayoutFieldCheck } from './payout-field-check';

/**
 * An Egyptian IBAN (Central Bank of Egypt, since 2020): EG, two check digits, then 25 digits (bank
 * 4, branch 4, account 17), 29 characters in all, with the MOD 97 check. Taken with spaces and in
 * either case; stored in the electronic form (EG380019000500000000263180002).
 */
export function checkEgyptIbanField(input: string): PayoutFieldCheck {
  const iban = withoutSeparators(input)?.toUpperCase() ?? '';
  if (!/^EG\d{27}$/.test(iban) || !ibanChecksumHolds(iban)) return refuseField('iban_invalid');
  return acceptField(iban);
}
