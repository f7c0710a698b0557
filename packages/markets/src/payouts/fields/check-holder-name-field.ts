import { acceptField, refuseField, trimmedInput } from './payout-field-check';
import type { PayoutFieldCheck } from './payout-field-check';

/** The longest holder name a payout provider takes. */
export const holderNameLengthMax = 100;

// Letters of any script with their accents, and the marks names use between them.
const nameCharacters = /^[\p{L}\p{M}' ’.-]+$/u;

/**
 * The name of the account's holder, as the bank or wallet knows it: letters of any script, with
 * spaces, apostrophes, hyphens and dots between them, at least two letters and at most 100
 * characters. One word is enough (chosen: many Indonesians have a single name). Stored in Unicode
 * NFC with runs of spaces made one, so the same name typed twice is stored the same.
 */
export function checkHolderNameField(input: string): PayoutFieldCheck {
  // Too long is said as such (with the limit), not as "use only letters".
  const trimmed = trimmedInput(input);
  if (trimmed === null) return refuseField('holder_name_too_long');
  const name = trimmed.normalize('NFC').replace(/\s+/g, ' ');
  if ([...name].length > holderNameLengthMax) return refuseField('holder_name_too_long');
  const letterCount = name.match(/\p{L}/gu)?.length ?? 0;
  if (letterCount < 2 || !nameCharacters.test(name)) return refuseField('holder_name_invalid');
  return acceptField(name);
}
