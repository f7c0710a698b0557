import { isValidClabe } from '../../accounts/is-valid-clabe';
import { acceptField, refuseField, withoutSeparators } from './payout-field-check';
import type { PayoutFieldCheck } from './payout-field-check';

/** A Mexican CLABE: 18 digits whose last is the check digit; spaces allowed; stored as digits. */
export function checkClabeField(input: string): PayoutFieldCheck {
  const clabe = withoutSeparators(input);
  if (clabe === null || !isValidClabe(clabe)) return refuseField('clabe_invalid');
  return acceptField(clabe);
}
