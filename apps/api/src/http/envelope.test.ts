import { describe, expect, it } from 'vitest';
import { call, loginAsGuest, useTestApp } from '../../test/helper';
import { players, sessions } from '../db/schema';

const context = useTestApp();

async function countRows() {
  const db = context.database.db;
  return {
    players: (await db.select().from(players)).length,
    sessions: (await db.select().from(sessions)).length,
  };
}

describe('bad input gets a clear error and changes nothing', () => {
  it('refuses a body with a field of the wrong type and names the field', async () => {
    const response = await call(context.app, '/user/login', { loginType: 1, deviceId: 12345 });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, msgCode: 'bad_request', data: null });
    expect(body.msg).toContain('deviceId');
    expect(await countRows()).toEqual({ players: 0, sessions: 0 });
  });

  it('refuses unknown fields, unknown markets and unknown login types', async () => {
    const deviceId = 'a'.repeat(32);
    for (const body of [
      { loginType: 1, deviceId, isAdmin: true },
      { loginType: 1, deviceId, market: 'ZZ' },
      { loginType: 9, deviceId },
      { loginType: '1', deviceId },
      [],
      'hello',
    ]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/user/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, msgCode: 'bad_request' });
    }
    expect(await countRows()).toEqual({ players: 0, sessions: 0 });
  });

  it('refuses a body that is not JSON, and broken JSON', async () => {
    const wrongType = await context.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'loginType=1',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ success: false, msgCode: 'unsupported_media_type' });

    const broken = await context.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginType": 1,',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, msgCode: 'bad_request' });
    expect(await countRows()).toEqual({ players: 0, sessions: 0 });
  });

  it('refuses a huge body before reading it', async () => {
    const response = await call(context.app, '/user/login', {
      loginType: 1,
      deviceId: 'b'.repeat(32),
      href: 'x'.repeat(200_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, msgCode: 'payload_too_large' });
    expect(await countRows()).toEqual({ players: 0, sessions: 0 });
  });

  it('answers unknown paths and wrong methods in the envelope', async () => {
    const unknown = await call(context.app, '/v1/bus/doesNotExist', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, msgCode: 'not_found' });

    const wrongMethod = await context.app.inject({ method: 'GET', url: '/user/login' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.json()).toMatchObject({ success: false, msgCode: 'method_not_allowed' });
  });

  it('speaks the language of the request before the player is known', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      payload: { loginType: 1 },
    });
    expect(response.json().msg).toMatch(/no es válida/);
  });

  it('accepts notSpinning on any call', async () => {
    const { token } = await loginAsGuest(context.app);
    const response = await call(context.app, '/v1/bus/accountInfo', { notSpinning: true }, token);
    expect(response.json()).toMatchObject({ success: true });
  });
});

describe('the api as a service', () => {
  it('answers its health check with the database it uses', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, service: 'api' });
  });

  it('describes every player call in its OpenAPI document', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/openapi.json' });
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const path of [
      '/user/login',
      '/user/logout',
      '/v1/bus/accountInfo',
      '/game/joinGame',
      '/wallet/balance',
      '/wallet/bet',
      '/wallet/win',
      '/wallet/rollback',
      '/charge/amount/list',
      '/charge/create/order',
      '/charge/order/list',
      '/v1/bus/getFbRechargeRecords',
      '/v1/bus/updateFbRechargeRecords',
      '/webhooks/psp',
      '/game/list',
      '/game/rounds',
      '/game/session/summary',
      '/game/openRounds',
    ]) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
    const loginSchema =
      document.paths['/user/login'].post.requestBody.content['application/json'].schema;
    expect(loginSchema.required).toEqual(expect.arrayContaining(['loginType', 'deviceId']));
  });

  it('sends security headers and a request id', async () => {
    const response = await call(context.app, '/user/login', {
      loginType: 1,
      deviceId: 'c'.repeat(32),
    });
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('keeps the security headers on refusals and unknown paths, and echoes a given request id', async () => {
    const refused = await call(context.app, '/user/login', { loginType: 'one' });
    const unknown = await context.app.inject({
      method: 'POST',
      url: '/no/such/call',
      headers: { 'x-request-id': 'trace-123' },
      payload: {},
    });
    for (const response of [refused, unknown]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['content-security-policy']).toContain('frame-src');
    }
    expect(unknown.headers['x-request-id']).toBe('trace-123');
  });

  it('allows cross-origin calls only from the web origin', async () => {
    const allowed = await context.app.inject({
      method: 'OPTIONS',
      url: '/user/login',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const refused = await context.app.inject({
      method: 'OPTIONS',
      url: '/user/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
