import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameCatalogue } from '@sorte/contracts';
import { precompressFolder } from '@sorte/service-http';
import { buildApp } from './app';
import { findPlayableGame } from './catalogue/playable-games';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/database';
import type { CatalogueAnswer } from './page-api/answers';
import { openDatabase } from './db/open-database';
import { openOnMigratedPglite } from '@sorte/service-db/test-support';

let database: DatabaseHandle;
let builtDir: string;

beforeAll(async () => {
  database = await openOnMigratedPglite('games', openDatabase);
  builtDir = await mkdtemp(path.join(tmpdir(), 'games-dist-'));
  await mkdir(path.join(builtDir, 'assets'));
  // Lucky Tiger's page and one asset are large enough to compress, as real ones are.
  const padding = '<meta name="x" content="a page of some size">'.repeat(40);
  await writeFile(
    path.join(builtDir, 'lucky-tiger.html'),
    `<!doctype html><title>tiger</title>${padding}`,
  );
  await writeFile(path.join(builtDir, 'moon-rabbit.html'), '<!doctype html><title>rabbit</title>');
  await writeFile(path.join(builtDir, 'golden-ox.html'), '<!doctype html><title>ox</title>');
  await writeFile(path.join(builtDir, 'teen-patti.html'), '<!doctype html><title>patti</title>');
  await writeFile(path.join(builtDir, 'coming-soon.html'), '<!doctype html><title>soon</title>');
  await writeFile(path.join(builtDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(
    path.join(builtDir, 'assets', 'reels-def456.js'),
    Array.from({ length: 300 }, (_, index) => `export const reel${index} = ${index};`).join('\n'),
  );
  // What the build's precompress plugin does after writing the pages.
  precompressFolder(builtDir);
}, 60_000);

afterAll(async () => {
  await database?.close();
  await rm(builtDir, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  return buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', ...env }), database });
}

describe('games service', () => {
  it('answers its health check', async () => {
    const app = await appWith({});
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, service: 'games', database: 'pglite' });
    await app.close();
  });

  it('sends the game page and its assets compressed as the browser asks, assets kept for good', async () => {
    const app = await appWith({ UI_DIST_DIR: builtDir });
    const page = await readFile(path.join(builtDir, 'lucky-tiger.html'));
    const reels = await readFile(path.join(builtDir, 'assets', 'reels-def456.js'));
    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const headers = { 'accept-encoding': acceptEncoding };
      const html = await app.inject({ method: 'GET', url: '/play/66121?token=t', headers });
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toMatch(/text\/html/);
      expect(html.headers['content-encoding']).toBe(encoding);
      expect(html.headers.vary).toMatch(/accept-encoding/i);
      // The launch address carries the game session token: the page is never stored with it.
      expect(html.headers['cache-control']).toBe('no-store');
      expect(decode(html.rawPayload).equals(page)).toBe(true);

      const asset = await app.inject({ method: 'GET', url: '/assets/reels-def456.js', headers });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers.vary).toMatch(/accept-encoding/i);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(asset.rawPayload).equals(reels)).toBe(true);
    }
    const plain = await app.inject({ method: 'GET', url: '/play/66121?token=t' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(page)).toBe(true);
    // A page too small to gain from compression is sent as it is.
    const small = await app.inject({
      method: 'GET',
      url: '/play/66122?token=t',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toContain('<title>ox</title>');
    await app.close();
  });

  it('serves Lucky Tiger framable by the casino origins only', async () => {
    const app = await appWith({ UI_DIST_DIR: builtDir, PORT: '18080' });
    const page = await app.inject({ method: 'GET', url: '/play/66121?token=t&lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>tiger</title>');
    expect(page.headers['content-security-policy']).toContain(
      'frame-ancestors http://localhost:18080 http://127.0.0.1:18080',
    );
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await app.close();
  });

  it('serves Moon Rabbit, no longer coming soon, framable by the casino origins only', async () => {
    const app = await appWith({ UI_DIST_DIR: builtDir, PORT: '18080' });
    const page = await app.inject({ method: 'GET', url: '/play/66123?token=t&lang=pt-BR' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>rabbit</title>');
    const policy = String(page.headers['content-security-policy']).split('; ');
    expect(policy).toContain('frame-ancestors http://localhost:18080 http://127.0.0.1:18080');
    expect(policy).toContain("script-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toContain('no-store');
    await app.close();
  });

  it('serves Golden Ox, no longer coming soon', async () => {
    const app = await appWith({ UI_DIST_DIR: builtDir, PORT: '18080' });
    const page = await app.inject({ method: 'GET', url: '/play/66122?token=t&lang=es' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>ox</title>');
    expect(page.headers['content-security-policy']).toContain('frame-ancestors');
    await app.close();
  });

  it('answers catalogue games it does not play yet with a coming-soon page and unknown ones with 404', async () => {
    const app = await appWith({ UI_DIST_DIR: builtDir });
    // Whichever catalogue games are not playable yet (none, once every game is).
    const notYetPlayable = gameCatalogue.filter((game) => !findPlayableGame(game.gameId));
    for (const { gameId } of notYetPlayable) {
      const soon = await app.inject({ method: 'GET', url: `/play/${gameId}` });
      expect(soon.statusCode).toBe(200);
      expect(soon.body).toContain('<title>soon</title>');
      expect(soon.headers['content-security-policy']).toContain('frame-ancestors');
    }
    expect((await app.inject({ method: 'GET', url: '/play/12345' })).statusCode).toBe(404);
    await app.close();
  });

  it('publishes the facts of each playable game for the casino, to anyone, cacheable', async () => {
    const app = await appWith({});
    const response = await app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { games } = response.json<CatalogueAnswer>();
    expect(games.find((game) => game.gameId === 66122)).toEqual({
      gameId: 66122,
      title: 'Golden Ox',
      kind: 'slot',
      rtpPercent: '96.7190',
      hitFrequencyPercent: '35.5235',
      netWinFrequencyPercent: '21.4613',
      maxWinTimesBet: '2048',
      volatility: 'low',
    });
    expect(games.find((game) => game.gameId === 66121)).toEqual({
      gameId: 66121,
      title: 'Lucky Tiger',
      kind: 'slot',
      rtpPercent: '96.6396',
      hitFrequencyPercent: '27.1139',
      netWinFrequencyPercent: '12.6611',
      maxWinTimesBet: '1300',
      volatility: 'medium',
    });
    // Teen Patti's figures are under the best play: its bet is the ante and the play bet.
    expect(games.find((game) => game.gameId === 66136)).toEqual({
      gameId: 66136,
      title: 'Teen Patti',
      kind: 'table',
      rtpPercent: '96.5907',
      hitFrequencyPercent: '44.9738',
      netWinFrequencyPercent: '44.9081',
      maxWinTimesBet: '5.5',
      volatility: 'low',
    });
    await app.close();
  });

  it('says how to build the pages when they are missing', async () => {
    const app = await appWith({ UI_DIST_DIR: path.join(builtDir, 'nowhere') });
    const page = await app.inject({ method: 'GET', url: '/play/66121' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build -w @sorte/games');
    await app.close();
  });

  it('refuses malformed page calls with a clear code', async () => {
    const app = await appWith({});
    const response = await app.inject({
      method: 'POST',
      url: '/api/spin',
      payload: { token: 't', betMinor: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad_request' } });
    // Text PostgreSQL cannot store, and bodies that are not objects, never reach a query.
    for (const [url, payload] of [
      ['/api/seeds/rotate', JSON.stringify({ token: 't', clientSeed: 'lucky\u0000seed' })],
      ['/api/session', JSON.stringify({ token: 't\u0000', gameId: 66121, currency: 'BRL' })],
      ['/api/history', 'null'],
      ['/api/spin', '[]'],
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(refused.statusCode, payload).toBe(400);
      expect(refused.json(), payload).toMatchObject({ error: { code: 'bad_request' } });
    }
    await app.close();
  });
});
