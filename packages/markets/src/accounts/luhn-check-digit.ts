/**
 * The Luhn (mod 10) check digit of a card number's payload (every digit but the last): from the
 * right, every other digit is doubled (a two-digit result counts as the sum of its digits), and
 * the check digit brings the total to a multiple of ten. Throws unless given digits only, because
 * anything else is a bug of the caller, not a bad card.
 */
export function luhnCheckDigit(payload: string): number {
  if (!/^\d+$/.test(payload)) throw new RangeError('a Luhn check digit needs at least one digit');
  let sum = 0;
  for (let offset = 0; offset < payload.length; offset += 1) {
    const digit = Number(payload[payload.length - 1 - offset]);
    // The payload's rightmost digit sits next to the check digit, so it is the first one doubled.
    const doubled = offset % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a string of digits (check digit last) passes the Luhn check. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}
