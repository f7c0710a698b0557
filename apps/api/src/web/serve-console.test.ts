import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from '@sorte/service-http';
import { useTestApp } from '../../test/helper';

/** A build as Vite and the precompress plugin leave it: index.html naming one hashed script. */
function fakeBuild(prefix: string, title: string, base: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(path.join(dist, 'assets'));
  const script = Array.from(
    { length: 400 },
    (_, line) => `export const l${line} = "${title} ${line}";`,
  );
  writeFileSync(path.join(dist, 'assets', 'index-Zx98Yw76.js'), script.join('\n'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><title>${title}</title>${'<meta name="x" content="padding the page past a kilobyte">'.repeat(30)}<script type="module" src="${base}assets/index-Zx98Yw76.js"></script></head><body><div id="root"></div></body></html>`,
  );
  precompressFolder(dist);
  return dist;
}

const web = fakeBuild('sorte-web-dist-', 'Sorte', '/');
const ops = fakeBuild('sorte-ops-dist-', 'Sorte console', '/console/');
const context = useTestApp({ WEB_DIST_DIR: web, OPS_DIST_DIR: ops }, { serveWebApp: true });
const file = (name: string) => readFileSync(path.join(ops, name));

const browsers = [
  { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
  { acceptEncoding: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
] as const;

describe('the operator console is served under /console/', () => {
  it('sends its index.html for /console/ and each of its routes, compressed, never kept stale', async () => {
    for (const url of [
      '/console/',
      '/console/withdrawals?status=paid',
      '/console/tickets/ST12AB',
    ]) {
      for (const { acceptEncoding, encoding, decode } of browsers) {
        const response = await context.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/text\/html/);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(decode(response.rawPayload).equals(file('index.html')), url).toBe(true);
      }
    }
  });

  it('sends its hashed assets precompressed and kept a year', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/console/assets/index-Zx98Yw76.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).equals(file('assets/index-Zx98Yw76.js'))).toBe(
      true,
    );
  });

  it('answers a file its build lacks as missing, and /console as a move to /console/', async () => {
    const missing = await context.app.inject({ method: 'GET', url: '/console/assets/gone-1.js' });
    expect(missing.statusCode).toBe(404);
    const bare = await context.app.inject({ method: 'GET', url: '/console' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/console/');
  });

  it('leaves the player app where it was: its pages never carry the console', async () => {
    const player = await context.app.inject({ method: 'GET', url: '/mine' });
    expect(player.statusCode).toBe(200);
    expect(player.body).toContain('<title>Sorte</title>');
    const asset = await context.app.inject({ method: 'GET', url: '/assets/index-Zx98Yw76.js' });
    expect(asset.body).toContain('"Sorte 0"');
  });
});
