import { describe, expect, it } from 'vitest';
import { isValidClabe } from './is-valid-clabe';

describe('isValidClabe', () => {
  it('accepts the published valid CLABE', () => {
    expect(isValidClabe('032180000118359719')).toBe(true);
  });

  it('refuses the published CLABE with a wrong check digit', () => {
    expect(isValidClabe('032180000118359710')).toBe(false);
  });

  it('refuses wrong lengths, spaces and letters', () => {
    expect(isValidClabe('03218000011835971')).toBe(false);
    expect(isValidClabe('0321800001183597190')).toBe(false);
    expect(isValidClabe('032 180 00011835971 9')).toBe(false);
    expect(isValidClabe('03218000011835971X')).toBe(false);
    expect(isValidClabe('')).toBe(false);
  });
});
