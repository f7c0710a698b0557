import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, parseEmvQr } from './emv-qr';

// The static example of the Banco Central do Brasil's BR Code manual (../shared/spec/vectors.md).
const brCodeExample =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('EMV QR codes', () => {
  it("computes the BR Code manual's checksum", () => {
    expect(crc16CcittFalse(brCodeExample.slice(0, -4))).toBe(0x1d3d);
    // The standard check value of CRC-16/CCITT-FALSE.
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it("parses the BR Code manual's example into its fields", () => {
    const fields = parseEmvQr(brCodeExample);
    expect(fields?.get('00')).toBe('01');
    expect(fields?.get('53')).toBe('986');
    expect(fields?.get('58')).toBe('BR');
    expect(fields?.get('59')).toBe('Fulano de Tal');
    expect(fields?.get('63')).toBe('1D3D');
  });

  it('refuses the example with a wrong checksum, a changed character or a cut end', () => {
    expect(parseEmvQr(`${brCodeExample.slice(0, -4)}1D3E`)).toBeNull();
    expect(parseEmvQr(brCodeExample.replace('BRASILIA', 'BRASILIO'))).toBeNull();
    expect(parseEmvQr(brCodeExample.slice(0, -1))).toBeNull();
    expect(parseEmvQr(`${brCodeExample}0`)).toBeNull();
  });

  it('refuses what is not an EMV payload', () => {
    expect(parseEmvQr('')).toBeNull();
    expect(parseEmvQr('hello')).toBeNull();
    expect(parseEmvQr('0002016304FFFF')).toBeNull();
    expect(parseEmvQr(`000201${'5'.repeat(600)}`)).toBeNull();
  });
});
