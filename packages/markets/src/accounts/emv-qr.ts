/** EMV merchant-presented QR codes (the format of PIX BR Codes and Indonesia's QRIS). */

/** EMVCo's limit on a merchant-presented QR payload. */
export const emvQrLengthMax = 512;

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection), the checksum in an EMV
 * QR code's last field, over the UTF-8 bytes of the text.
 */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/**
 * The top-level fields of an EMV QR payload (two-digit id, two-digit length, value), or null when
 * it is not one: it must start with the payload format indicator `000201`, parse to the end
 * exactly, and end with the CRC field `6304` whose four hexadecimal digits match the checksum of
 * everything before them.
 */
export function parseEmvQr(payload: string): ReadonlyMap<string, string> | null {
  if (payload.length > emvQrLengthMax || !payload.startsWith('000201')) return null;
  const fields = new Map<string, string>();
  let position = 0;
  while (position < payload.length) {
    const header = payload.slice(position, position + 4);
    if (!/^\d{4}$/.test(header)) return null;
    const id = header.slice(0, 2);
    const length = Number(header.slice(2));
    const value = payload.slice(position + 4, position + 4 + length);
    if (value.length !== length || fields.has(id)) return null;
    fields.set(id, value);
    position += 4 + length;
  }
  const crcText = fields.get('63');
  if (crcText === undefined || !/^[0-9A-Fa-f]{4}$/.test(crcText) || !payload.endsWith(crcText)) {
    return null;
  }
  const signed = payload.slice(0, -4);
  if (!signed.endsWith('6304')) return null;
  return crc16CcittFalse(signed) === Number.parseInt(crcText, 16) ? fields : null;
}
