import { readFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/open-database';
import { openOnMigratedPglite } from '@sorte/service-db/test-support';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openOnMigratedPglite('psp', openDatabase);
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

  it('serves the page assets under one versioned address, kept for good, compressed for the browser, and nothing else from public/', async () => {
    const { app } = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
    const page = await app.inject({ method: 'GET', url: '/checkout/ch_missing' });
    const version = /href="\/assets\/([0-9a-f]{12})\/checkout\.css"/.exec(page.body)?.[1];
    expect(version).toBeDefined();
    const scriptUrl = `/assets/${String(version)}/checkout.js`;
    const source = await readFile(new URL('../public/checkout.js', import.meta.url));
    const styles = await readFile(new URL('../public/checkout.css', import.meta.url));

    const plain = await app.inject({ method: 'GET', url: scriptUrl });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('text/javascript');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(source)).toBe(true);

    // The stylesheet is large enough to be worth compressing; each encoding decodes to the file.
    const stylesUrl = scriptUrl.replace('checkout.js', 'checkout.css');
    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: stylesUrl,
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(styles.length);
      expect(decode(response.rawPayload).equals(styles)).toBe(true);
    }

    // The script's relative imports resolve inside the same version.
    const imported = await app.inject({
      method: 'GET',
      url: scriptUrl.replace('checkout.js', 'countdown.js'),
    });
    expect(imported.statusCode).toBe(200);
    for (const url of [
      '/assets/checkout.js',
      scriptUrl.replace(/[0-9a-f]{12}/, '000000000000'),
      scriptUrl.replace('checkout.js', 'tsconfig.json'),
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    await app.close();
  });
});
