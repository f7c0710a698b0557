import { clabeCheckDigit } from './clabe-check-digit';

/**
 * Whether a Mexican CLABE is well formed: exactly 18 digits (no spaces or dashes) whose last digit
 * is the check digit of the first 17. It does not say the account exists.
 */
export function isValidClabe(clabe: string): boolean {
  if (!/^\d{18}$/.test(clabe)) return false;
  return clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]);
}
