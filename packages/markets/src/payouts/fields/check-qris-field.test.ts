import { describe, expect, it } from 'vitest';
import { crc16CcittFalse } from '../../accounts/emv-qr';
import { checkQrisField } from './check-qris-field';

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** An EMV payload with its CRC; the CRC itself is pinned by the BR Code manual's vector. */
function emvPayload(fields: readonly string[]): string {
  const signed = `${fields.join('')}6304`;
  return `${signed}${crc16CcittFalse(signed).toString(16).toUpperCase().padStart(4, '0')}`;
}

const staticQris = [
  field('00', '01'),
  field('01', '11'),
  field('51', `${field('00', 'ID.CO.QRIS.WWW')}${field('02', 'ID1020012345678')}`),
  field('52', '4829'),
  field('53', '360'),
  field('58', 'ID'),
  field('59', 'BUDI SANTOSO'),
  field('60', 'JAKARTA'),
];

describe('checkQrisField', () => {
  it('accepts a static Indonesian code in rupiah and stores it as read', () => {
    const payload = emvPayload(staticQris);
    expect(checkQrisField(` ${payload} `)).toEqual({ ok: true, value: payload });
  });

  it('refuses a code with its own amount, from another country or in another currency', () => {
    const withAmount = emvPayload([
      ...staticQris.slice(0, 5),
      field('54', '50000'),
      ...staticQris.slice(5),
    ]);
    const brazilian = emvPayload(
      staticQris.map((part) => (part === field('58', 'ID') ? field('58', 'BR') : part)),
    );
    const inReais = emvPayload(
      staticQris.map((part) => (part === field('53', '360') ? field('53', '986') : part)),
    );
    for (const payload of [withAmount, brazilian, inReais]) {
      expect(checkQrisField(payload)).toEqual({ ok: false, error: 'qr_code_invalid' });
    }
  });

  it("refuses the BR Code manual's example (a PIX code) and a code with a broken checksum", () => {
    expect(
      checkQrisField(
        '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
      ).ok,
    ).toBe(false);
    const payload = emvPayload(staticQris);
    expect(checkQrisField(`${payload.slice(0, -4)}0000`).ok).toBe(false);
    expect(checkQrisField('').ok).toBe(false);
  });
});
