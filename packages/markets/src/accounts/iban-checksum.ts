/**
 * Whether an IBAN's two check digits hold (ISO 13616, ISO 7064 MOD 97-10): the first four
 * characters move to the end, each letter becomes two digits (A = 10 … Z = 35), and the number
 * left must be 1 modulo 97. Takes the electronic form only: capitals and digits, no spaces. It
 * checks no country's length or layout; the caller does.
 */
export function ibanChecksumHolds(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    // Folding digit by digit keeps every step far below 2^53, whatever the IBAN's length.
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder === 1;
}
