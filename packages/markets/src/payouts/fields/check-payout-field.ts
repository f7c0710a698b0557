import type { MarketCode } from '../../market-codes';
import type { PayoutFieldSpec } from '../payout-channel';
import { checkClabeField } from './check-clabe-field';
import { checkCpfField } from './check-cpf-field';
import { checkDebitCardField } from './check-debit-card-field';
import { checkDigitsField } from './check-digits-field';
import type { DigitCount } from './check-digits-field';
import { checkEgyptIbanField } from './check-egypt-iban-field';
import { checkEmailField } from './check-email-field';
import { checkHolderNameField } from './check-holder-name-field';
import { checkMobileNumberField } from './check-mobile-number-field';
import { checkPixRandomKeyField } from './check-pix-random-key-field';
import { checkQrisField } from './check-qris-field';
import type { PayoutFieldCheck } from './payout-field-check';

const nubanDigits: DigitCount = { digitsMin: 10, digitsMax: 10 };

/**
 * One field of a channel, by its kind. A NUBAN here is its 10 digits; its check digit needs the
 * bank code and is checked with the whole account.
 */
export function checkPayoutField(
  marketCode: MarketCode,
  spec: PayoutFieldSpec,
  input: string,
): PayoutFieldCheck {
  switch (spec.kind) {
    case 'cpf':
      return checkCpfField(input);
    case 'mobile_number':
      return checkMobileNumberField(marketCode, input);
    case 'email':
      return checkEmailField(input);
    case 'pix_random_key':
      return checkPixRandomKeyField(input);
    case 'clabe':
      return checkClabeField(input);
    case 'debit_card':
      return checkDebitCardField(input);
    case 'bank_code':
      return checkDigitsField(input, digitsOf(spec), 'bank_code_invalid');
    case 'bank_account_number':
      return checkDigitsField(input, digitsOf(spec), 'account_number_invalid');
    case 'nuban':
      return checkDigitsField(input, nubanDigits, 'account_number_invalid');
    case 'egypt_iban':
      return checkEgyptIbanField(input);
    case 'qris':
      return checkQrisField(input);
    case 'holder_name':
      return checkHolderNameField(input);
  }
}

function digitsOf(spec: PayoutFieldSpec): DigitCount {
  if (spec.digits === undefined) throw new RangeError(`field ${spec.name} needs its digit count`);
  return spec.digits;
}
