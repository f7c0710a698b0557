import { clabeCheckDigit } from '@sorte/markets';

/**
 * The provider's own receiving CLABE for SPEI deposits: bank 999 (a code no real bank uses, so
 * the sandbox can never be mistaken for one), city 180, account 00001234567, and its check digit.
 */
const first17Digits = '99918000001234567';

export const pspClabe = `${first17Digits}${clabeCheckDigit(first17Digits)}`;

/** A SPEI numeric reference is seven digits. */
export function speiReferenceOf(sequenceNumber: number): string {
  return String(sequenceNumber % 10_000_000).padStart(7, '0');
}
