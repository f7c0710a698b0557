import { crc16CcittFalse } from './crc16-ccitt-false';

export interface EmvField {
  id: string;
  value: string;
}

/**
 * Splits EMV text into its fields, checking that every length fits exactly. Throws on a broken
 * code; used to check the codes we build, and to read a nested field's value.
 */
export function parseEmvFields(text: string): EmvField[] {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const header = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(header)) throw new SyntaxError(`bad EMV field header at ${at}`);
    const length = Number(header.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new SyntaxError(`EMV field ${header.slice(0, 2)} is cut`);
    fields.push({ id: header.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

/** Whether a BR Code ends in field 63 whose CRC covers everything before it plus "6304". */
export function hasValidBrCodeCrc(code: string): boolean {
  const crcAt = code.length - 8;
  if (crcAt < 0 || code.slice(crcAt, crcAt + 4) !== '6304') return false;
  return crc16CcittFalse(code.slice(0, crcAt + 4)) === code.slice(crcAt + 4);
}
