/** The longest value one EMV field can carry: its length is two decimal digits. */
export const emvValueLengthMax = 99;

/**
 * One EMV QR field: two-digit id, two-digit length, value. Throws when the value does not fit,
 * because a truncated field would make a code the player's bank refuses.
 */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV field id must be two digits, got "${id}"`);
  if (value.length > emvValueLengthMax) {
    throw new RangeError(`EMV field ${id} is ${value.length} characters long; at most 99 fit`);
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}
