import { parseEmvQr } from '../../accounts/emv-qr';
import { acceptField, refuseField, trimmedInput } from './payout-field-check';
import type { PayoutFieldCheck } from './payout-field-check';

/** ISO 4217 numeric code of the rupiah, as QRIS writes it in field 53. */
const rupiahNumericCode = '360';

/**
 * The text of a QRIS code (Indonesia's national QR standard, an EMV merchant-presented code), as a
 * QR reader gives it: well formed with a matching CRC, issued in Indonesia (field 58 `ID`), in
 * rupiah where it names a currency, and static: chosen, a code that carries its own amount
 * (field 54) is refused, because a payout pays the withdrawal's amount, not the code's.
 * Stored exactly as read.
 */
export function checkQrisField(input: string): PayoutFieldCheck {
  const payload = trimmedInput(input) ?? '';
  const fields = parseEmvQr(payload);
  if (
    fields === null ||
    fields.get('58') !== 'ID' ||
    fields.has('54') ||
    (fields.has('53') && fields.get('53') !== rupiahNumericCode)
  ) {
    return refuseField('qr_code_invalid');
  }
  return acceptField(payload);
}
