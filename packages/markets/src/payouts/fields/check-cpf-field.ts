import { isValidCpf } from '../../accounts/is-valid-cpf';
import { acceptField, refuseField, trimmedInput } from './payout-field-check';
import type { PayoutFieldCheck } from './payout-field-check';

/**
 * A Brazilian CPF, bare (52998224725) or punctuated (529.982.247-25), with its two check digits;
 * stored as its 11 digits.
 */
export function checkCpfField(input: string): PayoutFieldCheck {
  const cpf = trimmedInput(input);
  if (cpf === null || !isValidCpf(cpf)) return refuseField('cpf_invalid');
  return acceptField(cpf.replace(/\D/g, ''));
}
