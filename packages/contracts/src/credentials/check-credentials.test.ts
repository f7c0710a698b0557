import { describe, expect, it } from 'vitest';
import { checkCredentials } from './check-credentials';

describe('checkCredentials', () => {
  it('accepts a long enough password with a phone and an e-mail, normalised', () => {
    expect(
      checkCredentials('BR', {
        password: 'sorte-2026!',
        phone: '(11) 98765-4321',
        email: 'Maria@Example.com',
      }),
    ).toEqual({ ok: true, credentials: { phone: '+5511987654321', email: 'maria@example.com' } });
  });

  it('refuses a short or one-note password, a foreign phone and a broken e-mail', () => {
    expect(checkCredentials('BR', { password: 'short1!' })).toEqual({
      ok: false,
      refusal: 'password_too_weak',
    });
    expect(checkCredentials('BR', { password: 'aaaaaaaaaaaa' })).toMatchObject({ ok: false });
    expect(checkCredentials('BR', { password: 'long enough', phone: '+639171234567' })).toEqual({
      ok: false,
      refusal: 'phone_invalid',
    });
    expect(checkCredentials('PH', { password: 'long enough', phone: '09171234567' })).toEqual({
      ok: true,
      credentials: { phone: '+639171234567', email: null },
    });
    expect(checkCredentials('BR', { password: 'long enough', email: 'maria@' })).toEqual({
      ok: false,
      refusal: 'email_invalid',
    });
  });
});
