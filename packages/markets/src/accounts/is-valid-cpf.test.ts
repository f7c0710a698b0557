import { describe, expect, it } from 'vitest';
import { isValidCpf } from './is-valid-cpf';

describe('isValidCpf', () => {
  it('accepts the published valid CPF, punctuated or bare', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('refuses the published CPF with a wrong check digit', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('52998224724')).toBe(false);
  });

  it('refuses repeated digits although their check digits compute', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
  });

  it('refuses other shapes', () => {
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247255')).toBe(false);
    expect(isValidCpf('529.982.24725')).toBe(false);
    expect(isValidCpf(' 52998224725')).toBe(false);
    expect(isValidCpf('5299822472a')).toBe(false);
  });

  it('catches every single changed digit of the valid vector', () => {
    for (let position = 0; position < 11; position += 1) {
      for (let shift = 1; shift <= 9; shift += 1) {
        const digits = Array.from('52998224725', Number);
        digits[position] = ((digits[position] ?? 0) + shift) % 10;
        expect(isValidCpf(digits.join(''))).toBe(false);
      }
    }
  });
});
