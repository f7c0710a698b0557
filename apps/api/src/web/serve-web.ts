import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, routeKeyOf, siteInfo } from '@sorte/contracts';
import { afterFirstPaintLinksElementId } from '@sorte/contracts/after-first-paint';
import { embeddedSiteInfoElementId } from '@sorte/contracts/embedded-site-info';
import { riskWarningSlot } from '@sorte/contracts/page-preloads';
import type { PagePreloads } from '@sorte/contracts/page-preloads';
import { getMarket, isMarketCode } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import { chooseEncoding, pickEncoding, revalidateCacheControl } from '@sorte/service-http';
import type { EncodedFile } from '@sorte/service-http';
import { languages, toLanguage } from '@sorte/words/languages';
import type { Language } from '@sorte/words/languages';
import { registerBuiltFiles } from './register-built-files';

export interface ServeWebOptions {
  distDir: string;
  /** The market the app will serve on this address: what its `?market=` or its host says. */
  marketFor: (host: string, requested: string | null) => MarketCode;
}

/**
 * `index.html` once per language, each naming its language's chunk as a `modulepreload` (from
 * `languages.json`, which the build writes): `main.tsx` imports that chunk before the first
 * render, and named here it arrives beside the entry rather than after it.
 */
function indexPages(root: string, html: string): Map<Language, string> {
  const manifest = path.join(root, 'languages.json');
  const chunks: Partial<Record<Language, string>> = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as Partial<Record<Language, string>>)
    : {};
  const pages = new Map<Language, string>();
  for (const language of languages) {
    const chunk = chunks[language];
    const page = html
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(
        '</head>',
        chunk ? `  <link rel="modulepreload" crossorigin href="${chunk}">\n  </head>` : '</head>',
      );
    pages.set(language, page);
  }
  return pages;
}

function readPagePreloads(root: string): PagePreloads {
  const manifest = path.join(root, 'page-preloads.json');
  if (!existsSync(manifest)) return { pages: {}, catalogues: {} };
  return JSON.parse(readFileSync(manifest, 'utf8')) as PagePreloads;
}

const emptyRoot = '<div id="root"></div>';

/**
 * A first screen goes inside the page's empty `#root`: an index.html that holds it otherwise
 * would be served without it, silently. Refused at start-up instead.
 */
function checkRootForFirstScreens(html: string, preloads: PagePreloads): void {
  if (Object.keys(preloads.firstScreens ?? {}).length === 0) return;
  const found = html.split(emptyRoot).length - 1;
  if (found !== 1) {
    throw new Error(
      `index.html holds ${emptyRoot} ${found} times, not once: no place for the first screens of page-preloads.json`,
    );
  }
}

/** What an address names in its head, made once per language at start-up (`preloadLinks`). */
interface AddressLinks {
  /** The pictures its first screen paints, which the browser would find only once they are laid out. */
  pictures: string;
  /** Its lazy page's chunks and stylesheets and the language's catalogue, linked after the first paint. */
  afterPaint: string;
  /** Where the page arrives with its first screen: the stylesheets that screen is drawn with. */
  firstScreenStyles: string;
  /** Then the chunks, the catalogue and the page's other stylesheets wait for the first paint. */
  afterPaintUnderFirstScreen: string;
}

/**
 * For each language and address, the links that name what that address needs and the app would
 * ask for only once its entry has run: a lazy page's chunks and the language's word catalogue
 * as low-priority `modulepreload`s and their stylesheets as preloads, inside a `<template>` the
 * app's entry moves into the head after the first paint (decision 0027); where the page arrives
 * with its first screen, the stylesheets that screen is drawn with in the head (the build's
 * `firstScreenStyles`), the others still after the paint; and
 * the pictures the first screen paints (the game grid's art on `/`), which the browser would find
 * only once the page has rendered. Made once, at start-up.
 */
function preloadLinks(preloads: PagePreloads): Map<string, AddressLinks> {
  const links = new Map<string, AddressLinks>();
  const addresses = new Set([
    ...Object.keys(preloads.pages),
    ...Object.keys(preloads.pictures ?? {}),
  ]);
  const scripts = (files: string[]) =>
    files
      .filter((file) => !file.endsWith('.css'))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
      .join('');
  const styles = (files: string[], rel: 'preload' | 'stylesheet') =>
    files
      .filter((file) => file.endsWith('.css'))
      .map((file) =>
        rel === 'preload'
          ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${file}">`
          : `  <link rel="stylesheet" crossorigin href="${file}">\n`,
      )
      .join('');
  const template = (content: string) =>
    content ? `  <template id="${afterFirstPaintLinksElementId}">${content}</template>\n` : '';
  for (const language of languages) {
    const catalogue = preloads.catalogues[language];
    for (const address of addresses) {
      const chunks = preloads.pages[address] ?? [];
      const files = chunks.length > 0 && catalogue ? [...chunks, catalogue] : chunks;
      // In the grid's order: the first card's picture is the page's largest paint, asked for
      // at high priority as its own preload (an image preload is otherwise low).
      const pictures = (preloads.pictures?.[address] ?? [])
        .map((file, index) => {
          const priority = index === 0 ? ' fetchpriority="high"' : '';
          return `  <link rel="preload" as="image"${priority} href="${file}">\n`;
        })
        .join('');
      // Under a first screen, the stylesheets it is drawn with hold back the first paint (all
      // of the page's, for a build that does not say which); the rest wait for it.
      const drawnWith = preloads.firstScreenStyles?.[address];
      const blocking = drawnWith ? files.filter((file) => drawnWith.includes(file)) : files;
      const waiting = files.filter((file) => !blocking.includes(file));
      links.set(`${language} ${address}`, {
        pictures,
        afterPaint: template(`${scripts(files)}${styles(files, 'preload')}`),
        firstScreenStyles: styles(blocking, 'stylesheet'),
        afterPaintUnderFirstScreen: template(`${scripts(files)}${styles(waiting, 'preload')}`),
      });
    }
  }
  return links;
}

/**
 * The page with what `/user/siteInfo` answered this visit without a token, as a JSON data block
 * (never run, so the policy's `script-src 'self'` does not apply): a first visit renders at once
 * instead of asking first. Every `<` is escaped, so nothing in the answer can end the block.
 */
function withSiteInfo(
  page: string,
  requested: string | null,
  answer: unknown,
  nowMs: number,
): string {
  const embedded = { requested, answer, servedAtMs: nowMs };
  const json = JSON.stringify(embedded).replaceAll('<', '\\u003c');
  return page.replace(
    '</head>',
    `<script type="application/json" id="${embeddedSiteInfoElementId}">${json}</script>\n  </head>`,
  );
}

/**
 * Whether the site's answer for this visit shows the risk warning (its compliance profile's
 * `riskWarningAtSignIn`): then `/`'s first screen holds it where the app will draw it.
 */
function showsRiskWarning(answer: unknown): boolean {
  const { data } = answer as { data?: { profile?: { riskWarningAtSignIn?: unknown } } };
  return data?.profile?.riskWarningAtSignIn === true;
}

/** A first screen with its risk warning's room filled (the warning) or emptied. */
function withRiskWarningSlot(firstScreen: string, warning: string | undefined): string {
  return firstScreen.replace(riskWarningSlot, () => warning ?? '');
}

/**
 * The page with an address's first screen inside `#root`, as static HTML the build wrote (`/`'s:
 * the home's header, the room of its banners and its game cards; `/event`'s and `/vip`'s: their
 * title and introduction in the visit's language): painted once the stylesheets have arrived,
 * long before the app's script has run on a slow phone, and replaced by the app's first render.
 * Never on a blocked jurisdiction's visit, which is shown no games and no promotions.
 */
function withFirstScreen(page: string, firstScreen: string | undefined): string {
  return firstScreen ? page.replace(emptyRoot, () => `<div id="root">${firstScreen}</div>`) : page;
}

/**
 * A page made for one request, compressed in the one encoding the request takes, with a quick
 * setting (a few KB: well under a millisecond) rather than the build's slow best.
 */
function encodeQuickly(page: string, acceptEncoding: string | string[] | undefined): EncodedFile {
  const identity = Buffer.from(page);
  switch (chooseEncoding(acceptEncoding)) {
    case 'br': {
      const quality = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 };
      return { identity, encoded: { br: brotliCompressSync(identity, { params: quality }) } };
    }
    case 'gzip':
      return { identity, encoded: { gzip: gzipSync(identity) } };
    case null:
      return { identity, encoded: {} };
  }
}

/** Headers of the page's request that are not about its own body or encoding. */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value !== 'string') continue;
    if (/^(content-|accept-encoding$|access-token$|cookie$|connection$|if-)/.test(name)) continue;
    headers[name] = value;
  }
  return headers;
}

/**
 * Serves the built player app on the api's own origin so the browser talks to one origin, and
 * answers client-side routes (/mine, /event/item…) with index.html.
 *
 * The build writes a brotli and a gzip copy beside each text file (`@sorte/service-http`'s
 * precompress plugin in apps/web/vite.config.ts), and each answer is the copy the request's
 * `Accept-Encoding` takes, with `Vary: Accept-Encoding`: nothing is compressed per request.
 * Files under `assets/` carry a content hash in their names, so browsers keep them for a year
 * without asking; the home-screen icons a day; everything else (index.html above all, which names
 * the current hashes, the web manifest and the service worker) is asked for again on every load
 * (`cacheControlFor`). `.webmanifest` goes out as `application/manifest+json`.
 */
export async function serveWeb(app: FastifyInstance, options: ServeWebOptions): Promise<boolean> {
  const root = path.resolve(options.distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'player app not built: run npm run build');
    return false;
  }
  await registerBuiltFiles(app, root);
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const preloads = readPagePreloads(root);
  checkRootForFirstScreens(html, preloads);
  const pages = indexPages(root, html);
  const links = preloadLinks(preloads);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('market');
    const code = asked?.trim().toUpperCase() ?? '';
    // As the app reads `?market=` (lib/market/requested-market.ts): a market code, or none.
    const requested = isMarketCode(code) ? code : null;
    const market = getMarket(options.marketFor(request.host, requested));
    const language = toLanguage(market.language, 'en');
    const built = pages.get(language);
    if (!built) return reply.callNotFound();
    const address = routeKeyOf(request.url.split('?')[0] ?? '/');
    // Asked as the app would ask it on a first visit: the same address and headers, no token.
    const site = await app.inject({
      method: 'POST',
      url: siteInfo.path,
      headers: { ...forwardedHeaders(request), 'content-type': 'application/json' },
      payload: requested ? { market: requested } : {},
    });
    // Anything but the site or a blocked jurisdiction's refusal: the app asks for itself.
    const answered = site.statusCode === 200 || site.statusCode === 403;
    // Read once: embedded in the page, and asked whether the profile shows the risk warning.
    const answer: unknown = answered ? JSON.parse(site.body) : undefined;
    const full = answered ? withSiteInfo(built, requested, answer, Date.now()) : built;
    // The first screen and its pictures only for a visit the site serves: a blocked
    // jurisdiction's visitor is shown, and sent, no games.
    const served = site.statusCode === 200;
    const screen = served ? preloads.firstScreens?.[address]?.[language] : undefined;
    const firstScreen =
      screen &&
      withRiskWarningSlot(
        screen,
        showsRiskWarning(answer) ? preloads.riskWarnings?.[language] : undefined,
      );
    const preloaded = links.get(`${language} ${address}`);
    const pageLinks = firstScreen
      ? `${preloaded?.firstScreenStyles ?? ''}${preloaded?.afterPaintUnderFirstScreen ?? ''}`
      : (preloaded?.afterPaint ?? '');
    const headLinks = `${served ? (preloaded?.pictures ?? '') : ''}${pageLinks}`;
    const withLinks = headLinks ? full.replace('</head>', () => `${headLinks}  </head>`) : full;
    reply.header('cache-control', revalidateCacheControl).type('text/html; charset=utf-8');
    const encoded = encodeQuickly(
      withFirstScreen(withLinks, firstScreen),
      request.headers['accept-encoding'],
    );
    return reply.send(pickEncoding(request, reply, encoded));
  };
  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const looksLikeFile = path.extname(pathname) !== '';
    // The api's own paths (`isApiPath`) are never the app, nor is a file the build lacks.
    if (isApiPath(pathname) || looksLikeFile) {
      return reply.callNotFound();
    }
    return sendIndex(request, reply);
  });
  app.get('/', sendIndex);
  return true;
}
