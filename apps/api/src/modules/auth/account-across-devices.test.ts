import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/query-rows';
import { loadConfig } from '../../config';
import { call, loginAsGuest, newDeviceId, useTestApp } from '../../../test/helper';
import { openGame, walletCall } from '../../../test/wallet-client';
import { fundPlayerForTest } from '../ledger/ledger-test-support';
import { failedLoginsPerHourMax } from './login-with-password';

const context = useTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '10000' });

async function balanceOf(token: string): Promise<number> {
  return (await call(context.app, '/v1/bus/accountInfo', {}, token)).json().data.result.accountGold;
}

async function boundPlayer(password = 'sorte-segura-2026') {
  const guest = await loginAsGuest(context.app);
  const bound = await call(
    context.app,
    '/v1/bus/bindAccount',
    {
      password,
      phone: '(11) 98765-4321'.replace('4321', String(1000 + (guest.userId % 9000))),
      email: `p${guest.userId}@example.com`,
    },
    guest.token,
  );
  expect(bound.json(), bound.body).toMatchObject({ success: true });
  return { ...guest, password, ...bound.json().data };
}

describe('an account on more than one device', () => {
  it('signs in on a second device by username, e-mail or phone and finds the same balance', async () => {
    const player = await boundPlayer();
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 4321);
    for (const credentials of [
      { loginType: 5, userName: player.username.toUpperCase() },
      { loginType: 6, email: player.email },
      { loginType: 2, phone: player.phone },
    ]) {
      const second = await call(context.app, '/user/login', {
        ...credentials,
        password: player.password,
        deviceId: newDeviceId(),
      });
      expect(second.json(), JSON.stringify(credentials)).toMatchObject({
        success: true,
        data: { userId: player.userId, gold: 4321, isRegister: 0, market: 'BR' },
      });
      expect(await balanceOf(second.json().data.token)).toBe(4321);
    }
  });

  it('signs in by phone however the number is written: with or without the country code, the trunk 0 or separators', async () => {
    const player = await boundPlayer();
    const national = player.phone.slice('+55'.length);
    const signIn = (phone: string, market?: string) =>
      call(context.app, '/user/login', {
        loginType: 2,
        phone,
        password: player.password,
        deviceId: newDeviceId(),
        ...(market ? { market } : {}),
      });
    for (const typed of [
      national,
      `0${national}`,
      `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`,
      `55${national}`,
      `+55 ${national}`,
    ]) {
      const answer = await signIn(typed);
      expect(answer.json(), typed).toMatchObject({
        success: true,
        data: { userId: player.userId },
      });
    }

    // A Philippine account, signed into on a Philippine page by the number as people write it
    // there, and from a page of another market by its full international form.
    const guest = await loginAsGuest(context.app, { market: 'PH' });
    const suffix = String(1000 + (guest.userId % 9000));
    const bound = await call(
      context.app,
      '/v1/bus/bindAccount',
      { password: player.password, phone: `0917 123 ${suffix}` },
      guest.token,
    );
    expect(bound.json(), bound.body).toMatchObject({ success: true });
    for (const [typed, market] of [
      [`0917123${suffix}`, 'PH'],
      [`917 123 ${suffix}`, 'PH'],
      [`+63 917 123 ${suffix}`, 'BR'],
    ] as const) {
      const answer = await signIn(typed, market);
      expect(answer.json(), typed).toMatchObject({ success: true, data: { userId: guest.userId } });
    }
  });

  it('refuses weak passwords and taken phones, and a second binding without the current password', async () => {
    const guest = await loginAsGuest(context.app);
    const weak = await call(
      context.app,
      '/v1/bus/bindAccount',
      { password: 'aaaaaaaaaa' },
      guest.token,
    );
    expect(weak.json()).toMatchObject({ success: false, msgCode: 'password_too_weak' });
    const player = await boundPlayer();
    const taken = await call(
      context.app,
      '/v1/bus/bindAccount',
      { password: 'another long one', phone: player.phone },
      guest.token,
    );
    expect(taken.json()).toMatchObject({ success: false, msgCode: 'phone_taken' });
    const again = await call(
      context.app,
      '/v1/bus/bindAccount',
      { password: 'a brand new one' },
      player.token,
    );
    expect(again.json()).toMatchObject({ success: false, msgCode: 'password_wrong' });
    const changed = await call(
      context.app,
      '/v1/bus/bindAccount',
      { password: 'a brand new one', currentPassword: player.password },
      player.token,
    );
    expect(changed.json().success).toBe(true);
  });

  it('answers a wrong password and an unknown name alike, and pauses an account after a hundred wrong passwords an hour', async () => {
    const player = await boundPlayer();
    const attempt = (password: string, userName = player.username) =>
      call(context.app, '/user/login', {
        loginType: 5,
        userName,
        password,
        deviceId: newDeviceId(),
      });
    const wrong = await attempt('not the password');
    const unknown = await attempt('not the password', 'nobody-at-all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().msgCode).toBe(wrong.json().msgCode);
    expect(wrong.json().msgCode).toBe('credentials_invalid');

    await context.database.db.execute(sql`
      insert into login_failures (player_id, failed_at)
      select ${player.userId}, now() - interval '30 minutes' from generate_series(2, ${failedLoginsPerHourMax})`);
    const locked = await attempt(player.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, msgCode: 'login_locked' });
    expect(locked.json().msg).toMatch(/hora/);

    await context.database.db.execute(
      sql`update login_failures set failed_at = failed_at - interval '1 hour' where player_id = ${player.userId}`,
    );
    expect((await attempt(player.password)).json().success).toBe(true);
  });
});

describe('the same account on a second device', () => {
  it('shows the same history and limits, and the device id alone no longer opens it', async () => {
    const player = await boundPlayer();
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 10_000);
    const gameToken = await openGame(context.app, player.token);
    await walletCall(context.app, '/wallet/bet', {
      token: gameToken,
      gameId: 66121,
      currency: 'BRL',
      transactionId: 'first-device-bet',
      roundId: 'first-device-round',
      amount: 250,
    });
    await call(
      context.app,
      '/v1/bus/setPlayLimits',
      { limits: [{ key: 'loss:week', amount: 7000 }] },
      player.token,
    );
    const second = (
      await call(context.app, '/user/login', {
        loginType: 6,
        email: player.email,
        password: player.password,
        deviceId: newDeviceId(),
      })
    ).json().data;
    const rounds = (await call(context.app, '/game/rounds', { gameId: 66121 }, second.token)).json()
      .data.rounds;
    expect(rounds).toMatchObject([{ betMinor: 250 }]);
    const limits = (await call(context.app, '/v1/bus/playLimits', {}, second.token)).json().data;
    expect(limits.limits.find((limit: { key: string }) => limit.key === 'loss:week')).toMatchObject(
      { amount: 7000, used: 250 },
    );
    expect(await balanceOf(second.token)).toBe(9750);

    // Back on the first device after a logout: the password is needed, nothing is written.
    await call(context.app, '/user/logout', {}, player.token);
    const sessionCount = async () =>
      (
        await queryRows<{ count: string }>(
          context.database.db,
          sql`select count(*)::text as count from sessions`,
        )
      )[0]?.count;
    const sessionsBefore = await sessionCount();
    const silent = await call(context.app, '/user/login', {
      loginType: 1,
      deviceId: player.deviceId,
    });
    expect(silent.statusCode).toBe(401);
    expect(silent.json()).toMatchObject({ success: false, msgCode: 'credentials_required' });
    expect(await sessionCount()).toBe(sessionsBefore);
  });
});

const guarded = useTestApp({
  LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
  LOGIN_FAILURES_PER_HOUR_PER_ADDRESS: '5',
});

describe('guessing from one address', () => {
  it('pauses password logins from an address that sent too many wrong ones, whatever names they tried', async () => {
    const guess = (userName: string, password = 'guess-1234') =>
      call(guarded.app, '/user/login', {
        loginType: 5,
        userName,
        password,
        deviceId: newDeviceId(),
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await guess(`nobody${attempt}`)).json().msgCode).toBe('credentials_invalid');
    }
    const paused = await guess('nobody-else');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ success: false, msgCode: 'login_locked_address' });
    expect(paused.json().msg).toMatch(/conexão/);
    // A guest's silent login from the same address still works: only passwords are paused.
    const guest = await call(guarded.app, '/user/login', { loginType: 1, deviceId: newDeviceId() });
    expect(guest.json().success).toBe(true);
  });
});

describe('logout', () => {
  it('stops the token at once on every api process and ends the player’s game sessions', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 1000);
    const gameToken = await openGame(context.app, player.token);
    // A second api process on the same database, which has the session in its own cache.
    const other = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SESSION_CACHE_TTL_MS: '60000' }),
      database: context.database,
      serveWebApp: false,
    });
    try {
      expect((await call(other, '/v1/bus/accountInfo', {}, player.token)).statusCode).toBe(200);
      expect((await call(context.app, '/user/logout', {}, player.token)).json().success).toBe(true);
      const afterLogout = await call(other, '/v1/bus/accountInfo', {}, player.token);
      expect(afterLogout.statusCode).toBe(401);
      expect(afterLogout.json().msgCode).toBe('token_invalid');
    } finally {
      await other.close();
    }
    const bet = await walletCall(context.app, '/wallet/bet', {
      token: gameToken,
      gameId: 66121,
      currency: 'BRL',
      transactionId: 'after-logout',
      roundId: 'r-after-logout',
      amount: 100,
    });
    expect(bet.json()).toMatchObject({ ok: false, code: 'INVALID_TOKEN' });
  });
});

describe('the market of an account', () => {
  it('is never changed by a forged body: the account keeps its market, currency and language', async () => {
    const deviceId = newDeviceId();
    const first = await call(context.app, '/user/login', { loginType: 1, deviceId, market: 'PH' });
    expect(first.json().data).toMatchObject({ market: 'PH', currency: 'PHP', language: 'en' });
    const forged = await call(context.app, '/user/login', { loginType: 1, deviceId, market: 'BR' });
    expect(forged.json().data).toMatchObject({
      userId: first.json().data.userId,
      market: 'PH',
      currency: 'PHP',
    });
    const info = (
      await call(context.app, '/v1/bus/accountInfo', {}, forged.json().data.token)
    ).json();
    expect(info.data.result.currency).toBe('PHP');
    expect(info.msg).toBe('OK');
  });
});

const hosted = useTestApp({
  MARKET_HOSTS: 'sorte.com.ph=PH,sorte.mx=MX',
  CLIENT_OVERRIDES: 'ignore',
});

describe('markets decided by the server', () => {
  it('gives a new player the market of the address, and ignores the body where overrides are off', async () => {
    const login = (host: string, market?: string) =>
      hosted.app.inject({
        method: 'POST',
        url: '/user/login',
        headers: { host },
        payload: { loginType: 1, deviceId: newDeviceId(), ...(market ? { market } : {}) },
      });
    expect((await login('sorte.com.ph')).json().data.market).toBe('PH');
    expect((await login('sorte.mx:8443', 'BR')).json().data.market).toBe('MX');
    expect((await login('localhost:8080', 'PH')).json().data.market).toBe('BR');
  });
});

describe('the jurisdiction block', () => {
  it('refuses login and every player call from a blocked language or country, on the server', async () => {
    const player = await loginAsGuest(context.app);
    const blocked = await context.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
      payload: { loginType: 1, deviceId: newDeviceId() },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ success: false, msgCode: 'region_blocked' });
    const call403 = await context.app.inject({
      method: 'POST',
      url: '/v1/bus/accountInfo',
      headers: { 'access-token': player.token, 'accept-language': 'zh-cn' },
      payload: {},
    });
    expect(call403.statusCode).toBe(403);
    const secondLanguage = await context.app.inject({
      method: 'POST',
      url: '/v1/bus/accountInfo',
      headers: { 'access-token': player.token, 'accept-language': 'pt-BR,zh-CN;q=0.5' },
      payload: {},
    });
    expect(secondLanguage.statusCode).toBe(200);
  });
});

const countries = useTestApp({
  BLOCKED_COUNTRIES: 'US,FR',
  COUNTRY_HEADER: 'cf-ipcountry',
  CLIENT_OVERRIDES: 'ignore',
});

describe('the jurisdiction block by country', () => {
  it('refuses a request a proxy says comes from a blocked country, and the debug bypass is off', async () => {
    const from = (country: string, bypass = false) =>
      countries.app.inject({
        method: 'POST',
        url: '/user/login',
        headers: {
          'cf-ipcountry': country,
          ...(bypass ? { 'x-region-bypass': '1', 'accept-language': 'zh-CN' } : {}),
        },
        payload: { loginType: 1, deviceId: newDeviceId() },
      });
    expect((await from('us')).statusCode).toBe(403);
    expect((await from('BR')).statusCode).toBe(200);
    expect((await from('BR', true)).statusCode).toBe(403);
  });
});
