import { describe, expect, it } from 'vitest';
import { guestLoginBody } from './login';

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

  it('leaves out malformed attribution rather than failing the login', () => {
    const body = bodyFor('https://sorte.example/?code=<script>&tr=a%20b');
    expect(body).not.toHaveProperty('extensionCode');
    expect(body).not.toHaveProperty('registChannel');
  });
});
