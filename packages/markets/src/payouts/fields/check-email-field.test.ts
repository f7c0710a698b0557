import { describe, expect, it } from 'vitest';
import { checkEmailField } from './check-email-field';

describe('checkEmailField', () => {
  it('accepts ordinary addresses and stores them in lower case', () => {
    expect(checkEmailField(' Player.One+pix@Example.COM.br ')).toEqual({
      ok: true,
      value: 'player.one+pix@example.com.br',
    });
    expect(checkEmailField('a@b.co')).toEqual({ ok: true, value: 'a@b.co' });
    expect(checkEmailField("o'neil_99@mail-server.example.org").ok).toBe(true);
  });

  it('refuses malformed addresses with email_invalid', () => {
    for (const email of [
      '',
      'player',
      'player@',
      '@example.com',
      'player@example',
      'player@@example.com',
      'a@b@example.com',
      'play er@example.com',
      '.player@example.com',
      'player.@example.com',
      'pla..yer@example.com',
      'player@-example.com',
      'player@example-.com',
      'player@example..com',
      'player@example.c',
      'player@example.c0m',
      'josé@exemplo.com.br',
    ]) {
      expect(checkEmailField(email), email).toEqual({ ok: false, error: 'email_invalid' });
    }
  });

  it('takes up to 77 characters, the longest e-mail a PIX key may be', () => {
    const domain = '@example.com';
    expect(checkEmailField(`${'a'.repeat(64)}${domain}`).ok).toBe(true);
    expect(checkEmailField(`${'a'.repeat(65)}${domain}`).ok).toBe(false);
    expect(checkEmailField(`${'a'.repeat(60)}@${'b'.repeat(12)}.com`).ok).toBe(true);
    expect(checkEmailField(`${'a'.repeat(60)}@${'b'.repeat(13)}.com`).ok).toBe(false);
  });
});
