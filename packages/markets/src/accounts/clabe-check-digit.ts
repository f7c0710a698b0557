/** The weights of a CLABE's first 17 digits, repeated from the left: 3, 7, 1, 3, 7, 1, … */
const clabeWeights = [3, 7, 1] as const;

/**
 * The 18th digit of a Mexican CLABE (bank 3 + city 3 + account 11 + check 1), from its first 17
 * digits: each digit times its weight, modulo 10, summed; the check digit brings the sum to a
 * multiple of ten. Throws unless given exactly 17 digits, because a wrong length is a bug of the
 * caller, not a bad account.
 */
export function clabeCheckDigit(first17Digits: string): number {
  if (!/^\d{17}$/.test(first17Digits)) {
    throw new RangeError('a CLABE check digit needs exactly 17 digits');
  }
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const weight = clabeWeights[index % clabeWeights.length] ?? 1;
    sum += (Number(first17Digits[index]) * weight) % 10;
  }
  return (10 - (sum % 10)) % 10;
}
