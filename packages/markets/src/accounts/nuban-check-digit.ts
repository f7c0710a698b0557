/**
 * Weights of the Central Bank of Nigeria's NUBAN check digit (Proposals on the Implementation of
 * the NUBAN Scheme, version 0.4, 2010): over the 3-digit bank code and the 9-digit account serial,
 * in that order.
 */
const nubanWeights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/**
 * The tenth digit of a NUBAN account number from the bank's 3-digit CBN code and the account's
 * 9-digit serial: the weighted sum modulo 10, subtracted from 10, with 10 written as 0. Throws on
 * other shapes, because those are bugs of the caller.
 */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{9}$/.test(serial)) {
    throw new RangeError('a NUBAN check digit needs a 3-digit bank code and a 9-digit serial');
  }
  const digits = Array.from(`${bankCode}${serial}`, Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (nubanWeights[index] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}

/** Whether a 10-digit NUBAN matches the check digit its 3-digit bank code gives it. */
export function isValidNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{10}$/.test(accountNumber)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}
