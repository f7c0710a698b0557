import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newDeviceId, useTestApp } from '../../../test/helper';
import { useSecondNode } from '../../../test/second-node';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

const limitEnv = { LOGIN_RATE_LIMIT_PER_MINUTE: '3' };
const context = useTestApp(limitEnv);

const otherNode = useSecondNode(context, limitEnv);

const guestLogin = (app: FastifyInstance) =>
  call(app, '/user/login', { loginType: 1, deviceId: newDeviceId() });

describe('login rate limit', () => {
  it('refuses a fourth login within a minute from one address with a clear message', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await guestLogin(context.app)).statusCode).toBe(200);
    }
    const refused = await guestLogin(context.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      msgCode: 'too_many_requests',
      data: null,
    });
    expect(refused.json().msg).toMatch(/tentativas/);
  });

  it('is one limit whichever api process answers', async () => {
    expect((await guestLogin(context.app)).statusCode).toBe(200);
    expect((await guestLogin(otherNode.app)).statusCode).toBe(200);
    expect((await guestLogin(context.app)).statusCode).toBe(200);
    // Each node alone has counted fewer than three: together they have.
    expect((await guestLogin(otherNode.app)).statusCode).toBe(429);
    expect((await guestLogin(context.app)).statusCode).toBe(429);
  });
});

describe('login rate limit behind a proxy', () => {
  let proxiedNode: FastifyInstance;
  beforeAll(async () => {
    proxiedNode = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', ...limitEnv, TRUST_PROXY: '127.0.0.1' }),
      database: otherNode.database,
      serveWebApp: false,
    });
  });
  afterAll(async () => {
    await proxiedNode?.close();
  });

  const loginFrom = (app: FastifyInstance, address: string) =>
    app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'x-forwarded-for': address },
      payload: { loginType: 1, deviceId: newDeviceId() },
    });

  it('counts per forwarded address when TRUST_PROXY names the proxy, and ignores it otherwise', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await loginFrom(proxiedNode, '203.0.113.7')).statusCode).toBe(200);
    }
    expect((await loginFrom(proxiedNode, '203.0.113.7')).statusCode).toBe(429);
    // Another player behind the same proxy has a limit of their own.
    expect((await loginFrom(proxiedNode, '203.0.113.8')).statusCode).toBe(200);
    // Without TRUST_PROXY the header is anyone's to write: the connection's address counts.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await loginFrom(context.app, `198.51.100.${attempt}`)).statusCode).toBe(200);
    }
    expect((await loginFrom(context.app, '198.51.100.9')).statusCode).toBe(429);
  });
});
