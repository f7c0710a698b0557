/**
 * Whether a Brazilian CPF is valid: 11 digits, bare (52998224725) or punctuated (529.982.247-25),
 * whose two mod-11 check digits match. Eleven repeated digits (111.111.111-11) are refused by rule
 * although their check digits compute. It does not say the person exists.
 */
export function isValidCpf(cpf: string): boolean {
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(cpf)) return false;
  const digits = Array.from(cpf.replace(/\D/g, ''), Number);
  if (digits.every((digit) => digit === digits[0])) return false;
  return (
    cpfCheckDigit(digits.slice(0, 9)) === digits[9] &&
    cpfCheckDigit(digits.slice(0, 10)) === digits[10]
  );
}

/** Weights run from length + 1 down to 2; a remainder below 2 gives 0. */
function cpfCheckDigit(digits: readonly number[]): number {
  let sum = 0;
  digits.forEach((digit, index) => {
    sum += digit * (digits.length + 1 - index);
  });
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}
