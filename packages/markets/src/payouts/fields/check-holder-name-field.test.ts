import { describe, expect, it } from 'vitest';
import { checkHolderNameField } from './check-holder-name-field';

describe('checkHolderNameField', () => {
  it('accepts names of any script and stores them in one canonical form', () => {
    expect(checkHolderNameField('  Maria   da  Silva ')).toEqual({
      ok: true,
      value: 'Maria da Silva',
    });
    expect(checkHolderNameField('Jose\u0301 Pe\u0301rez')).toEqual({
      ok: true,
      value: 'José Pérez',
    });
    for (const name of [
      'Sukarno',
      'Nguyễn Văn An',
      "Seán O'Brien",
      'Anne-Marie St. John',
      'محمد علي',
    ]) {
      expect(checkHolderNameField(name).ok, name).toBe(true);
    }
  });

  it('refuses empty, one-letter, numeric and marked-up names', () => {
    for (const name of ['', '   ', 'A', '1234', 'Maria 2', 'Maria <b>']) {
      expect(checkHolderNameField(name), name).toEqual({ ok: false, error: 'holder_name_invalid' });
    }
  });

  it('says an overlong name is too long, however long, not that it needs letters only', () => {
    for (const name of ['a'.repeat(101), 'a'.repeat(300), 'a'.repeat(5000)]) {
      expect(checkHolderNameField(name), `${name.length}`).toEqual({
        ok: false,
        error: 'holder_name_too_long',
      });
    }
    expect(checkHolderNameField('a'.repeat(100)).ok).toBe(true);
  });
});
