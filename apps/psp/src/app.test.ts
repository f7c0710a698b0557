import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/open-database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({});
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('psp service', () => {
  it('answers its health check', async () => {
    const { app } = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      service: 'psp',
      database: 'pglite',
      sandbox: true,
    });
    await app.close();
  });

  it('has no sandbox controls when PSP_SANDBOX is off', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', PSP_SANDBOX: 'false' });
    const { app } = await buildApp({ config, database });
    const response = await app.inject({ method: 'POST', url: '/sandbox/charges/ch_x/pay' });
    expect(response.statusCode).toBe(404);
    await app.close();
  });

  it('serves the page assets with an ETag and nothing else from public/', async () => {
    const { app } = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
    const script = await app.inject({ method: 'GET', url: '/assets/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    const again = await app.inject({
      method: 'GET',
      url: '/assets/checkout.js',
      headers: { 'if-none-match': String(script.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/assets/tsconfig.json' })).statusCode).toBe(
      404,
    );
    await app.close();
  });
});
