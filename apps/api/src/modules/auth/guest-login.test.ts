import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, loginAsGuest, newDeviceId, useTestApp } from '../../../test/helper';
import { players, sessions } from '../../db/schema';

const context = useTestApp();

describe('guest login', () => {
  it('answers with every login field of the seed and a usable token', async () => {
    const deviceId = newDeviceId();
    const response = await call(context.app, '/user/login', { loginType: 1, deviceId });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, msgCode: 'ok' });
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining([
        'nick',
        'gold',
        'headUrl',
        'userId',
        'token',
        'username',
        'email',
        'language',
        'currency',
        'utype',
        'externalId',
        'isRegister',
        'reportFbFlag',
      ]),
    );
    expect(body.data).toMatchObject({
      gold: 0,
      language: 'pt-BR',
      currency: 'BRL',
      market: 'BR',
      utype: 1,
      isRegister: 1,
      previousLoginAt: null,
    });
    expect(body.data.nick).toBe(`Sorte${body.data.userId}`);
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
  });

  it('gives the same device the same player and remembers the previous login', async () => {
    const deviceId = newDeviceId();
    const first = (await call(context.app, '/user/login', { loginType: 1, deviceId })).json();
    const second = (await call(context.app, '/user/login', { loginType: 1, deviceId })).json();
    expect(second.data.userId).toBe(first.data.userId);
    expect(second.data.isRegister).toBe(0);
    expect(second.data.previousLoginAt).not.toBeNull();
    expect(second.data.token).not.toBe(first.data.token);
  });

  it('makes one player when the same device logs in many times at once', async () => {
    const deviceId = newDeviceId();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(context.app, '/user/login', { loginType: 1, deviceId }),
      ),
    );
    const userIds = new Set(answers.map((answer) => answer.json().data.userId));
    expect(userIds.size).toBe(1);
    const rows = await context.database.db
      .select()
      .from(players)
      .where(eq(players.deviceId, deviceId));
    expect(rows).toHaveLength(1);
  });

  it('stores the invitation code and the registration channel on the player', async () => {
    const deviceId = newDeviceId();
    await call(context.app, '/user/login', {
      loginType: 1,
      deviceId,
      extensionCode: 'AB12cd',
      registChannel: 'kk_spring',
    });
    const [row] = await context.database.db
      .select()
      .from(players)
      .where(eq(players.deviceId, deviceId));
    expect(row).toMatchObject({ extensionCode: 'AB12cd', registChannel: 'kk_spring' });
  });

  it('puts a player in the market the app names, with its currency and language', async () => {
    const ph = (
      await call(context.app, '/user/login', {
        loginType: 1,
        deviceId: newDeviceId(),
        market: 'PH',
      })
    ).json();
    expect(ph.data).toMatchObject({ market: 'PH', currency: 'PHP', language: 'en' });
    const mx = (
      await call(context.app, '/user/login', {
        loginType: 1,
        deviceId: newDeviceId(),
        market: 'MX',
      })
    ).json();
    expect(mx.data).toMatchObject({ market: 'MX', currency: 'MXN', language: 'es' });
  });

  it('refuses a username and password no account holds, and writes nothing', async () => {
    const response = await call(context.app, '/user/login', {
      loginType: 5,
      deviceId: newDeviceId(),
      userName: 'someone',
      password: 'secret',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, msgCode: 'credentials_invalid' });
    expect(await context.database.db.select().from(players)).toHaveLength(0);
  });

  it('stores only a hash of the access token', async () => {
    const { token } = await loginAsGuest(context.app);
    const rows = await context.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('sessions', () => {
  it('lets a signed-in player read their account', async () => {
    const { token } = await loginAsGuest(context.app);
    const response = await call(context.app, '/v1/bus/accountInfo', {}, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { result: { accountGold: 0, currency: 'BRL', charge20TotalNum: 0 } },
    });
  });

  it('answers token_invalid for a missing, unknown or revoked token', async () => {
    const missing = await call(context.app, '/v1/bus/accountInfo', {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, msgCode: 'token_invalid' });
    expect(missing.json().msg).toMatch(/sess/i);

    const unknown = await call(context.app, '/v1/bus/accountInfo', {}, 'not-a-real-token');
    expect(unknown.json()).toMatchObject({ success: false, msgCode: 'token_invalid' });

    const { token } = await loginAsGuest(context.app);
    const logout = await call(context.app, '/user/logout', {}, token);
    expect(logout.json()).toMatchObject({ success: true });
    const after = await call(context.app, '/v1/bus/accountInfo', {}, token);
    expect(after.json()).toMatchObject({ success: false, msgCode: 'token_invalid' });
  });

  it('answers token_invalid once a session has expired', async () => {
    // No 18+ setup: its call would have the session trusted from memory for a few seconds.
    const { token } = await loginAsGuest(context.app, {}, { ageConfirmed: false });
    await context.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await call(context.app, '/v1/bus/accountInfo', {}, token);
    expect(response.json()).toMatchObject({ success: false, msgCode: 'token_invalid' });
  });

  it('answers in the player language once the player is known', async () => {
    const ph = await loginAsGuest(context.app, { market: 'PH' });
    const response = await call(context.app, '/v1/bus/accountInfo', { surprise: 1 }, ph.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/not valid/);
  });
});
