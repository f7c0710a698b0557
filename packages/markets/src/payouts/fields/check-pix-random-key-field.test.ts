import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPixRandomKeyField } from './check-pix-random-key-field';

describe('checkPixRandomKeyField', () => {
  it("accepts the BR Code manual's random key", () => {
    expect(checkPixRandomKeyField('123e4567-e12b-12d1-a456-426655440000')).toEqual({
      ok: true,
      value: '123e4567-e12b-12d1-a456-426655440000',
    });
  });

  it('stores any UUID in lower case with hyphens, however it was typed', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        const expected = { ok: true, value: uuid.toLowerCase() };
        expect(checkPixRandomKeyField(uuid.toUpperCase())).toEqual(expected);
        expect(checkPixRandomKeyField(` ${uuid.replaceAll('-', '')} `)).toEqual(expected);
      }),
    );
  });

  it('refuses what is not a UUID with pix_random_key_invalid', () => {
    for (const key of [
      '',
      '123e4567-e12b-12d1-a456-42665544000',
      '123e4567-e12b-12d1-a456-4266554400000',
      '123e4567e12b-12d1-a456-426655440000',
      '123g4567-e12b-12d1-a456-426655440000',
      '{123e4567-e12b-12d1-a456-426655440000}',
    ]) {
      expect(checkPixRandomKeyField(key), key).toEqual({
        ok: false,
        error: 'pix_random_key_invalid',
      });
    }
  });
});
