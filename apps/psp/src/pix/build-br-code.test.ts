import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBrCode, formatBrCodeAmount, pixGui } from './build-br-code';
import { crc16CcittFalse } from './crc16-ccitt-false';
import { hasValidBrCodeCrc, parseEmvFields } from './parse-emv-fields';
import { toBrCodeText } from './to-br-code-text';

const manualExample =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

function fieldsOf(code: string): Map<string, string> {
  return new Map(parseEmvFields(code).map((field) => [field.id, field.value]));
}

describe('buildBrCode', () => {
  it("reproduces the Banco Central manual's static example exactly", () => {
    expect(
      buildBrCode({
        pixKey: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(manualExample);
  });

  it('computes the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(hasValidBrCodeCrc(manualExample)).toBe(true);
    expect(hasValidBrCodeCrc(manualExample.replace('BRASILIA', 'BRASILIO'))).toBe(false);
  });

  it('writes the amount in reais and the txid in field 62', () => {
    const code = buildBrCode({
      pixKey: 'pagamentos@example.com',
      merchantName: 'Sorte Pagamentos',
      merchantCity: 'São Paulo',
      amountMinor: 12345,
      txid: 'ch0123456789abcdefABCDEF',
    });
    const fields = fieldsOf(code);
    expect(fields.get('54')).toBe('123.45');
    expect(fields.get('60')).toBe('Sao Paulo');
    expect(fieldsOf(fields.get('62') ?? '').get('05')).toBe('ch0123456789abcdefABCDEF');
    expect(hasValidBrCodeCrc(code)).toBe(true);
  });

  it('formats amounts without floating point', () => {
    expect(formatBrCodeAmount(1)).toBe('0.01');
    expect(formatBrCodeAmount(100)).toBe('1.00');
    expect(formatBrCodeAmount(999_999_999_999)).toBe('9999999999.99');
    expect(() => formatBrCodeAmount(0)).toThrow(RangeError);
    expect(() => formatBrCodeAmount(1.5)).toThrow(RangeError);
    expect(() => formatBrCodeAmount(10_000_000_000_000)).toThrow(RangeError);
  });

  it('transliterates names to ASCII and cuts them to the field limits', () => {
    expect(toBrCodeText('SÃO PAULO', 15)).toBe('SAO PAULO');
    expect(toBrCodeText('São João do Paço', 15)).toBe('Sao Joao do Pac');
    expect(toBrCodeText('  Straße  Ærø ', 25)).toBe('Strasse AEro');
    expect(toBrCodeText('Loja 😀 Ñandú', 25)).toBe('Loja Nandu');
  });

  it('refuses a txid or key the manual does not allow', () => {
    const base = { pixKey: 'k', merchantName: 'A', merchantCity: 'B' };
    expect(() => buildBrCode({ ...base, txid: 'with-dash' })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, txid: 'a'.repeat(26) })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, pixKey: 'x'.repeat(78) })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, merchantName: '😀' })).toThrow(RangeError);
  });

  it('builds codes whose every field parses and whose CRC checks, for any input', () => {
    const printable = fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((text) => /[A-Za-z]/.test(text));
    fc.assert(
      fc.property(
        fc.record({
          pixKey: fc.stringMatching(/^[\x21-\x7e]{1,77}$/),
          merchantName: printable,
          merchantCity: printable,
          amountMinor: fc.option(fc.integer({ min: 1, max: 999_999_999_999 }), { nil: undefined }),
          txid: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined }),
        }),
        (input) => {
          const code = buildBrCode(input);
          expect(code).toMatch(/^[\x20-\x7e]+$/);
          expect(hasValidBrCodeCrc(code)).toBe(true);
          const fields = parseEmvFields(code);
          expect(fields.map((field) => field.id)).toEqual([
            '00',
            '26',
            '52',
            '53',
            ...(input.amountMinor === undefined ? [] : ['54']),
            '58',
            '59',
            '60',
            '62',
            '63',
          ]);
          const byId = new Map(fields.map((field) => [field.id, field.value]));
          const account = fieldsOf(byId.get('26') ?? '');
          expect(account.get('00')).toBe(pixGui);
          expect(account.get('01')).toBe(input.pixKey.trim());
          expect(byId.get('59')?.length).toBeLessThanOrEqual(25);
          expect(byId.get('60')?.length).toBeLessThanOrEqual(15);
          expect(fieldsOf(byId.get('62') ?? '').get('05')).toBe(input.txid ?? '***');
          if (input.amountMinor !== undefined) {
            const [reais = '', centavos = ''] = (byId.get('54') ?? '').split('.');
            expect(Number(reais) * 100 + Number(centavos)).toBe(input.amountMinor);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
