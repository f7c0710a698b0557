import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { afterFirstPaintLinksElementId } from '@sorte/contracts/after-first-paint';
import { embeddedSiteInfoElementId } from '@sorte/contracts/embedded-site-info';
import { riskWarningSlot } from '@sorte/contracts/page-preloads';
import { precompressFolder } from '@sorte/service-http';
import { useTestApp } from '../../test/helper';
import { serveWeb } from './serve-web';

// A player app build as Vite and its precompress plugin leave it: index.html naming hashed
// assets, a small file that is not worth compressing, and brotli and gzip copies of the rest.
const dist = mkdtempSync(path.join(tmpdir(), 'sorte-web-dist-'));
mkdirSync(path.join(dist, 'assets'));
const script = Array.from(
  { length: 400 },
  (_, index) => `export const line${index} = "the player app, line ${index}";`,
).join('\n');
writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html lang="pt-BR"><head><title>Sorte</title>${'<meta name="x" content="padding the page past a kilobyte">'.repeat(30)}<script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`,
);
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(
  path.join(dist, 'languages.json'),
  JSON.stringify({
    'pt-BR': '/assets/pt-BR-P1.js',
    en: '/assets/en-E1.js',
    es: '/assets/es-S1.js',
  }),
);
// `/`'s first screen as the build writes it: static HTML for inside `#root`, the same in every
// language, with room for the risk warning; the warning in each language; and the VIP page's
// first screen, in each language.
const firstScreenAround = (warning: string) =>
  `<div class="app" aria-hidden="true" inert>${warning}<ul class="game-grid"><li>Lucky Tiger</li></ul></div>`;
const firstScreen = firstScreenAround('');
const riskWarnings = {
  'pt-BR': '<aside class="risk-warning">Apostas podem causar perdas financeiras.</aside>',
  en: '<aside class="risk-warning">Betting can cause financial loss.</aside>',
  es: '<aside class="risk-warning">Las apuestas pueden causar pérdidas.</aside>',
};
const vipFirstScreens = {
  'pt-BR': '<div class="app" aria-hidden="true" inert><h1>Clube VIP</h1></div>',
  en: '<div class="app" aria-hidden="true" inert><h1>VIP Club</h1></div>',
  es: '<div class="app" aria-hidden="true" inert><h1>Club VIP</h1></div>',
};
// The chunks of two lazy pages, each language's word catalogue and the game art `/` paints on its
// first screen, as the build names them.
writeFileSync(
  path.join(dist, 'page-preloads.json'),
  JSON.stringify({
    pages: {
      '/event': [
        '/assets/promotions-route-R1.js',
        '/assets/page-G1.js',
        '/assets/promotions-route-R1.css',
      ],
      '/vip': [
        '/assets/vip-route-V1.js',
        '/assets/page-G1.js',
        '/assets/vip-route-V1.css',
        '/assets/sheet-dialog-D1.css',
      ],
    },
    catalogues: { 'pt-BR': '/assets/web-P2.js', en: '/assets/web-E2.js', es: '/assets/web-S2.js' },
    pictures: { '/': ['/assets/golden-ox-G3.svg', '/assets/lucky-tiger-T3.svg'] },
    firstScreens: {
      '/': Object.fromEntries(
        ['pt-BR', 'en', 'es'].map((language) => [language, firstScreenAround(riskWarningSlot)]),
      ),
      '/vip': vipFirstScreens,
    },
    riskWarnings,
    // The VIP page's first screen is drawn with its own stylesheet, not with its dialogs'.
    firstScreenStyles: { '/vip': ['/assets/vip-route-V1.css'] },
  }),
);
// What makes the app installable: the web manifest, a home-screen icon and the service worker.
const manifest = {
  name: 'Sorte',
  short_name: 'Sorte',
  start_url: '/',
  display: 'standalone',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
};
writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify(manifest));
mkdirSync(path.join(dist, 'icons'));
writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
writeFileSync(path.join(dist, 'sw.js'), `self.addEventListener('fetch', () => {});\n${script}`);
precompressFolder(dist);

const context = useTestApp({ WEB_DIST_DIR: dist }, { serveWebApp: true });
// An operator whose name could end a script element: the page must keep it as data.
const hostileName = 'Sorte </script><script>alert(1)</script> <!-- Ltda.';
const namedOddly = useTestApp(
  { WEB_DIST_DIR: dist, OPERATOR_COMPANY: hostileName },
  { serveWebApp: true },
);
// Brazil under Law 14.790/2023, whose profile shows the risk warning.
const regulated = useTestApp(
  { WEB_DIST_DIR: dist, COMPLIANCE_PROFILE_BR: 'br-regulated' },
  { serveWebApp: true },
);
const file = (name: string) => readFileSync(path.join(dist, name));

const siteInfoBlock = new RegExp(
  `<script type="application/json" id="${embeddedSiteInfoElementId}">(.*?)</script>\n  `,
);

/** The page without the site info it carries (which holds the moment it was served). */
function withoutSiteInfo(page: string): string {
  return page.replace(siteInfoBlock, '');
}

/** The site info a page carries, as the app reads it. */
function siteInfoIn(page: string): { requested: unknown; answer: unknown; servedAtMs: number } {
  const json = siteInfoBlock.exec(page)?.[1];
  if (json === undefined) throw new Error('the page carries no site info');
  return JSON.parse(json) as { requested: unknown; answer: unknown; servedAtMs: number };
}

const browsers = [
  { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
  { acceptEncoding: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
] as const;

describe('the player app is served like a real site', () => {
  it('sends each hashed asset compressed as the browser asks, kept for a year', async () => {
    for (const { acceptEncoding, encoding, decode } of browsers) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/assets/index-Ab12Cd34.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(script.length / 4);
      expect(decode(response.rawPayload).equals(file('assets/index-Ab12Cd34.js'))).toBe(true);
    }
    const plain = await context.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(file('assets/index-Ab12Cd34.js'))).toBe(true);
  });

  it('sends index.html, for / and for every client-side route, compressed and never kept stale', async () => {
    const plain = await context.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const url of ['/', '/mine', '/event/item?id=3']) {
      const identity = await context.app.inject({ method: 'GET', url });
      for (const { acceptEncoding, encoding, decode } of browsers) {
        const response = await context.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(withoutSiteInfo(decode(response.rawPayload).toString())).toBe(
          withoutSiteInfo(identity.body),
        );
      }
    }
    // The built page, with only the player's language chunk named for the browser to fetch.
    const built = file('index.html').toString();
    const mine = await context.app.inject({ method: 'GET', url: '/mine' });
    expect(withoutSiteInfo(mine.body)).toBe(
      built.replace(
        '</head>',
        '  <link rel="modulepreload" crossorigin href="/assets/pt-BR-P1.js">\n  </head>',
      ),
    );
  });

  it("names the language chunk of the address's market, so it arrives with the page", async () => {
    for (const [url, language, chunk] of [
      ['/', 'pt-BR', '/assets/pt-BR-P1.js'],
      ['/?market=PH', 'en', '/assets/en-E1.js'],
      ['/mine?market=mx', 'es', '/assets/es-S1.js'],
      ['/?market=ZZ', 'pt-BR', '/assets/pt-BR-P1.js'],
    ] as const) {
      const page = (await context.app.inject({ method: 'GET', url })).body;
      expect(page, url).toContain(`<html lang="${language}">`);
      expect(page, url).toContain(`<link rel="modulepreload" crossorigin href="${chunk}">`);
      expect(page.match(/rel="modulepreload"/g), url).toHaveLength(1);
    }
  });

  it("names a lazy page's chunks and its language's catalogue on that page's address only, to fetch after the first paint", async () => {
    const afterPaint = new RegExp(
      `<template id="${afterFirstPaintLinksElementId}">(.*?)</template>`,
    );
    /** The page's links as the browser reads them at once, and those held until the first paint. */
    const linksOf = (page: string) => {
      const held = afterPaint.exec(page)?.[1] ?? '';
      const modules = (html: string) =>
        [
          ...html.matchAll(
            /<link rel="modulepreload" crossorigin (?:fetchpriority="low" )?href="([^"]+)">/g,
          ),
        ].map((match) => match[1]);
      return { atOnce: modules(page.replace(held, '')), afterPaint: modules(held), held };
    };
    for (const [url, language, afterFirstPaint] of [
      [
        '/event',
        '/assets/pt-BR-P1.js',
        ['/assets/promotions-route-R1.js', '/assets/page-G1.js', '/assets/web-P2.js'],
      ],
      [
        '/VIP/?market=PH',
        '/assets/en-E1.js',
        ['/assets/vip-route-V1.js', '/assets/page-G1.js', '/assets/web-E2.js'],
      ],
      ['/event/item?market=MX', '/assets/es-S1.js', []],
      ['/', '/assets/pt-BR-P1.js', []],
    ] as const) {
      const page = (await context.app.inject({ method: 'GET', url })).body;
      const links = linksOf(page);
      // The language's first-screen words arrive with the page; the page's chunks once it is painted.
      expect(links.atOnce, url).toEqual([language]);
      expect(links.afterPaint, url).toEqual(afterFirstPaint);
      if (afterFirstPaint.length === 0) expect(page, url).not.toContain('<template');
    }
    // A page's stylesheet too, which the app's loader waits for before it shows the page, at low
    // priority after the first paint; but where the page arrives with its first screen (the VIP
    // page), the stylesheets that screen is drawn with are the page's own, and only they.
    const event = linksOf((await context.app.inject({ method: 'GET', url: '/event' })).body);
    expect(event.held).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/promotions-route-R1.css">',
    );
    const vip = (await context.app.inject({ method: 'GET', url: '/vip' })).body;
    expect(linksOf(vip).held).not.toContain('vip-route-V1.css');
    expect(vip).toContain('<link rel="stylesheet" crossorigin href="/assets/vip-route-V1.css">');
    expect(vip.indexOf('vip-route-V1.css')).toBeLessThan(vip.indexOf('</head>'));
    expect(linksOf(vip).held).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/sheet-dialog-D1.css">',
    );
    expect(vip).not.toContain('rel="stylesheet" crossorigin href="/assets/sheet-dialog-D1.css"');
  });

  it('names the game art `/` paints first as images to fetch with the page, on `/` only', async () => {
    const pictures = (page: string) =>
      [
        ...page.matchAll(/<link rel="preload" as="image"( fetchpriority="high")? href="([^"]+)">/g),
      ].map((match) => `${match[2]}${match[1] ? ' (high)' : ''}`);
    for (const url of ['/', '/?market=PH', '//']) {
      const page = (await context.app.inject({ method: 'GET', url })).body;
      // The first card's, the page's largest paint, at high priority; the others as the browser
      // ranks an image preload.
      expect(pictures(page), url).toEqual([
        '/assets/golden-ox-G3.svg (high)',
        '/assets/lucky-tiger-T3.svg',
      ]);
      // Inside the head, before anything the page runs.
      expect(page.indexOf('as="image"'), url).toBeLessThan(page.indexOf('</head>'));
    }
    for (const url of ['/event', '/vip', '/mine']) {
      const page = (await context.app.inject({ method: 'GET', url })).body;
      expect(pictures(page), url).toEqual([]);
    }
  });

  it('carries what /user/siteInfo answers a visit without a token, so a first visit renders at once', async () => {
    for (const [url, requested, market] of [
      ['/', null, 'BR'],
      ['/?market=PH', 'PH', 'PH'],
      ['/mine?market=mx', 'MX', 'MX'],
      ['/?market=ZZ', null, 'BR'],
    ] as const) {
      const before = Date.now();
      const page = (await context.app.inject({ method: 'GET', url })).body;
      const embedded = siteInfoIn(page);
      const asked = await context.app.inject({
        method: 'POST',
        url: '/user/siteInfo',
        payload: requested ? { market: requested } : {},
      });
      expect(embedded.requested, url).toBe(requested);
      expect(embedded.answer, url).toEqual(asked.json());
      expect(embedded.answer, url).toMatchObject({ success: true, data: { market } });
      expect(embedded.servedAtMs).toBeGreaterThanOrEqual(before);
      expect(embedded.servedAtMs).toBeLessThanOrEqual(Date.now());
    }
  });

  it("puts an address's first screen inside #root, in the visit's language, and never for a blocked jurisdiction", async () => {
    for (const url of ['/', '/?market=PH', '/?market=MX']) {
      const page = (await context.app.inject({ method: 'GET', url })).body;
      expect(page, url).toContain(`<div id="root">${firstScreen}</div>`);
    }
    for (const [url, language] of [
      ['/vip', 'pt-BR'],
      ['/vip?market=PH', 'en'],
      ['/Vip/?market=mx', 'es'],
    ] as const) {
      const page = (await context.app.inject({ method: 'GET', url })).body;
      expect(page, url).toContain(`<div id="root">${vipFirstScreens[language]}</div>`);
    }
    for (const url of ['/event', '/mine', '/event/item?id=3', '/vip/x']) {
      const page = (await context.app.inject({ method: 'GET', url })).body;
      expect(page, url).toContain('<div id="root"></div>');
      expect(page, url).not.toContain('game-grid');
    }
    // A visitor the casino may not serve is shown no games, not even for the moment before the
    // app says so.
    const blocked = await context.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    expect(siteInfoIn(blocked.body).answer).toMatchObject({ msgCode: 'region_blocked' });
    expect(blocked.body).toContain('<div id="root"></div>');
    expect(blocked.body).not.toContain('game-grid');
    expect(blocked.body).not.toContain('as="image"');
    const blockedVip = await context.app.inject({
      method: 'GET',
      url: '/vip',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    expect(blockedVip.body).toContain('<div id="root"></div>');
    expect(blockedVip.body).not.toContain('rel="stylesheet" crossorigin href="/assets/vip-route');
  });

  it("holds the risk warning in `/`'s first screen, in the visit's language, where the market's profile shows it, and nowhere else", async () => {
    const brazil = (await regulated.app.inject({ method: 'GET', url: '/' })).body;
    expect(brazil).toContain(`<div id="root">${firstScreenAround(riskWarnings['pt-BR'])}</div>`);
    // The Philippines keep their default profile on the same deployment: no warning, no room.
    const philippines = (await regulated.app.inject({ method: 'GET', url: '/?market=PH' })).body;
    expect(philippines).toContain(`<div id="root">${firstScreen}</div>`);
    const unregulated = (await context.app.inject({ method: 'GET', url: '/' })).body;
    expect(unregulated).toContain(`<div id="root">${firstScreen}</div>`);
    expect(unregulated).not.toContain('risk-warning');
    expect(unregulated).not.toContain(riskWarningSlot);
  });

  it("carries a blocked jurisdiction's refusal, and the address and headers the page was asked with", async () => {
    const blocked = await context.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    expect(siteInfoIn(blocked.body).answer).toMatchObject({
      success: false,
      msgCode: 'region_blocked',
    });
    // A token is never the page's business: the answer is a new visitor's even if one is sent.
    const withToken = await context.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'access-token': 'not-a-real-token' },
    });
    expect(siteInfoIn(withToken.body).answer).toMatchObject({
      success: true,
      data: { sessionEnded: null, marketSource: 'default' },
    });
  });

  it('keeps the answer data: nothing in it can end its element or start a script', async () => {
    const page = (await namedOddly.app.inject({ method: 'GET', url: '/' })).body;
    expect(page.match(/<script/g)).toHaveLength(2);
    expect(page).not.toContain('alert(1)</script>');
    expect(page).not.toContain('<!--');
    expect(siteInfoIn(page).answer).toMatchObject({
      success: true,
      data: { operator: { company: hostileName } },
    });
  });

  it('sends a file too small to gain from compression as it is, and is asked again for it', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload.equals(file('favicon.svg'))).toBe(true);
  });

  it('compresses JSON answers above a kilobyte and leaves small ones alone', async () => {
    const plain = await context.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const { acceptEncoding, encoding, decode } of browsers) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/openapi.json',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
    }
    const small = await context.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ ok: true });
  });

  it('sends the web manifest as application/manifest+json, asked for again on every use', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(manifest);
  });

  it('keeps the home-screen icons a day: their names carry no hash', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('sends the service worker from the root, compressed, never kept stale', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe('br');
    // A browser must see a new sw.js at once, or the new build waits behind the old worker.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).equals(file('sw.js'))).toBe(true);
  });

  it('answers api paths and unknown files as missing, not with the app', async () => {
    for (const url of ['/assets/missing-123.js', '/v1/bus/accountInfo', '/ops/withdrawals']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/json/);
      expect([404, 405], url).toContain(response.statusCode);
    }
  });
});

describe('a build whose index.html has no one empty #root', () => {
  it('is refused at start-up rather than served without its first screen', async () => {
    for (const root of ['<div id="root" class="shell"></div>', '<div id="root"></div>'.repeat(2)]) {
      const odd = mkdtempSync(path.join(tmpdir(), 'sorte-web-dist-'));
      writeFileSync(
        path.join(odd, 'index.html'),
        `<!doctype html><html lang="pt-BR"><head><title>Sorte</title></head><body>${root}</body></html>`,
      );
      writeFileSync(
        path.join(odd, 'page-preloads.json'),
        JSON.stringify({ pages: {}, catalogues: {}, firstScreens: { '/': { en: firstScreen } } }),
      );
      const app = Fastify();
      await expect(serveWeb(app, { distDir: odd, marketFor: () => 'BR' }), root).rejects.toThrow(
        /index\.html holds <div id="root"><\/div> [02] times/,
      );
      await app.close();
    }
  });
});
