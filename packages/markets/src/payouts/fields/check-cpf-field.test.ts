import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCpfField } from './check-cpf-field';

/** The two CPF check digits, computed here independently of the code under test. */
function withCheckDigits(nineDigits: string): string {
  let digits = nineDigits;
  for (const firstWeight of [10, 11]) {
    const sum = Array.from(digits, Number).reduce(
      (total, digit, index) => total + digit * (firstWeight - index),
      0,
    );
    const remainder = (sum * 10) % 11;
    digits += String(remainder === 10 ? 0 : remainder);
  }
  return digits;
}

describe('checkCpfField', () => {
  it('accepts the published valid CPF and stores its 11 digits', () => {
    expect(checkCpfField('529.982.247-25')).toEqual({ ok: true, value: '52998224725' });
    expect(checkCpfField(' 52998224725 ')).toEqual({ ok: true, value: '52998224725' });
  });

  it('refuses the published invalid CPFs with cpf_invalid', () => {
    expect(checkCpfField('529.982.247-24')).toEqual({ ok: false, error: 'cpf_invalid' });
    expect(checkCpfField('111.111.111-11')).toEqual({ ok: false, error: 'cpf_invalid' });
    expect(checkCpfField('')).toEqual({ ok: false, error: 'cpf_invalid' });
    expect(checkCpfField('5299822472')).toEqual({ ok: false, error: 'cpf_invalid' });
  });

  it('matches the independent check digits of the published vector', () => {
    expect(withCheckDigits('529982247')).toBe('52998224725');
  });

  it('accepts any CPF built with its check digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/).filter((digits) => !/^(\d)\1{8}$/.test(digits)),
        (nineDigits) => {
          const cpf = withCheckDigits(nineDigits);
          expect(checkCpfField(cpf)).toEqual({ ok: true, value: cpf });
        },
      ),
    );
  });

  it('refuses a single changed digit unless the change leaves both check digits computing', () => {
    // Remainders 0 and 1 both give the check digit 0, so the CPF rule itself misses some single
    // changes (about one CPF in six has one): 418.024.013-00 and 318.024.013-00 are both valid.
    expect(checkCpfField('41802401300').ok).toBe(true);
    expect(checkCpfField('31802401300').ok).toBe(true);
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/).filter((digits) => !/^(\d)\1{8}$/.test(digits)),
        fc.nat({ max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (nineDigits, position, shift) => {
          const changed = Array.from(withCheckDigits(nineDigits), Number);
          changed[position] = ((changed[position] ?? 0) + shift) % 10;
          const text = changed.join('');
          const stillComputes =
            withCheckDigits(text.slice(0, 9)) === text && !/^(\d)\1{10}$/.test(text);
          expect(checkCpfField(text).ok).toBe(stillComputes);
        },
      ),
    );
  });
});
