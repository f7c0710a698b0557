import { crc16CcittFalse } from './crc16-ccitt-false';
import { emvField } from './emv-field';
import { toBrCodeText } from './to-br-code-text';

/** The PIX arrangement's global unique identifier, field 26 subfield 00. */
export const pixGui = 'br.gov.bcb.pix';

export const merchantNameLengthMax = 25;
export const merchantCityLengthMax = 15;
export const txidLengthMax = 25;
/** Field 26 holds the GUI (18 characters with its header) and the key (4 + key): 99 at most. */
export const pixKeyLengthMax = 77;

export interface BrCodeInput {
  /** The receiver's PIX key: CPF/CNPJ, phone, e-mail or random key (UUID). */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** Centavos; omitted for a code where the payer types the amount. */
  amountMinor?: number;
  /** Letters and digits only, at most 25; "***" when absent (the manual's "no txid"). */
  txid?: string;
}

/**
 * A static PIX BR Code (EMV QR "copia e cola") as the Banco Central's manual lays it out:
 * 00 format, 26 merchant account (GUI + key), 52 MCC, 53 currency 986, 54 amount, 58 country,
 * 59 name, 60 city, 62 additional data (05 txid), 63 CRC-16 over everything before it plus "6304".
 */
export function buildBrCode(input: BrCodeInput): string {
  const pixKey = input.pixKey.trim();
  if (pixKey === '' || pixKey.length > pixKeyLengthMax || !/^[\x21-\x7e]+$/.test(pixKey)) {
    throw new RangeError(`PIX key must be 1 to ${pixKeyLengthMax} printable ASCII characters`);
  }
  const merchantName = toBrCodeText(input.merchantName, merchantNameLengthMax);
  const merchantCity = toBrCodeText(input.merchantCity, merchantCityLengthMax);
  if (merchantName === '' || merchantCity === '') {
    throw new RangeError('merchant name and city must keep at least one ASCII character');
  }
  const txid = input.txid ?? '***';
  if (input.txid !== undefined && !/^[A-Za-z0-9]{1,25}$/.test(input.txid)) {
    throw new RangeError(`txid must be 1 to ${txidLengthMax} letters or digits`);
  }

  const payload = [
    emvField('00', '01'),
    emvField('26', emvField('00', pixGui) + emvField('01', pixKey)),
    emvField('52', '0000'),
    emvField('53', '986'),
    input.amountMinor === undefined ? '' : emvField('54', formatBrCodeAmount(input.amountMinor)),
    emvField('58', 'BR'),
    emvField('59', merchantName),
    emvField('60', merchantCity),
    emvField('62', emvField('05', txid)),
    '6304',
  ].join('');
  return payload + crc16CcittFalse(payload);
}

/** Centavos as the manual writes reais: 12345 → "123.45", with integer arithmetic only. */
export function formatBrCodeAmount(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`a BR Code amount must be a positive safe integer, got ${amountMinor}`);
  }
  const reais = Math.trunc(amountMinor / 100);
  const centavos = String(amountMinor % 100).padStart(2, '0');
  const text = `${reais}.${centavos}`;
  // The manual allows 13 characters: up to R$ 9.999.999.999,99.
  if (text.length > 13) throw new RangeError(`amount ${text} is too long for a BR Code`);
  return text;
}
