import { describe, expect, it } from 'vitest';
import { guestLoginBody, passwordLoginBody } from './login';

const deviceId = 'A'.repeat(32);
const bodyFor = (href: string) => guestLoginBody({ deviceId, market: 'BR', href });

describe('the silent guest login', () => {
  it('signs in by device id for the app market, without the spinner', () => {
    expect(bodyFor('https://sorte.example/')).toEqual({
      loginType: 1,
      deviceId,
      market: 'BR',
      href: 'https://sorte.example/',
      notSpinning: true,
    });
  });

  it('credits the inviter from ?code= and the channel from the first of tr, zn, zt, mt, channel, cid, sr', () => {
    const body = bodyFor('https://sorte.example/?sr=late&cid=camp1&code=INV42');
    expect(body.extensionCode).toBe('INV42');
    expect(body.registChannel).toBe('camp1');
    expect(bodyFor('https://sorte.example/?tr=kk&channel=other').registChannel).toBe('kk');
  });

  it('keeps the invitation code for the tab, so a later silent login on another page still sends it', () => {
    const stored = new Map<string, string>();
    const session = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const first = guestLoginBody({
      deviceId,
      market: 'BR',
      href: 'https://s.example/?code=INV7',
      session,
    });
    expect(first.extensionCode).toBe('INV7');
    const later = guestLoginBody({
      deviceId,
      market: 'BR',
      href: 'https://s.example/event',
      session,
    });
    expect(later.extensionCode).toBe('INV7');
  });

  it('leaves out malformed attribution rather than failing the login', () => {
    const body = bodyFor('https://sorte.example/?code=<script>&tr=a%20b');
    expect(body).not.toHaveProperty('extensionCode');
    expect(body).not.toHaveProperty('registChannel');
  });
});

describe('a sign-in with a password', () => {
  it('names the seed’s login type and sends only the identifier chosen, trimmed', () => {
    expect(
      passwordLoginBody({
        kind: 'email',
        identifier: ' ana@example.com ',
        password: 'pw',
        deviceId,
        market: 'BR',
      }),
    ).toEqual({ loginType: 6, deviceId, market: 'BR', password: 'pw', email: 'ana@example.com' });
    expect(
      passwordLoginBody({
        kind: 'phone',
        identifier: '11987654321',
        password: 'pw',
        deviceId,
        market: 'PH',
      }),
    ).toMatchObject({ loginType: 2, phone: '11987654321', market: 'PH' });
    expect(
      passwordLoginBody({
        kind: 'username',
        identifier: 'ana',
        password: 'pw',
        deviceId,
        market: 'BR',
      }),
    ).toMatchObject({ loginType: 5, userName: 'ana' });
  });
});
