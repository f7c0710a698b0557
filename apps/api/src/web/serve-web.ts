import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '@sorte/contracts';
import { getMarket } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import { encodeFile, pickEncoding, revalidateCacheControl } from '@sorte/service-http';
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
 * render, and named here it arrives beside the entry rather than after it. Compressed once.
 */
function indexPages(root: string): Map<Language, EncodedFile> {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const manifest = path.join(root, 'languages.json');
  const chunks: Partial<Record<Language, string>> = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as Partial<Record<Language, string>>)
    : {};
  const pages = new Map<Language, EncodedFile>();
  for (const language of languages) {
    const chunk = chunks[language];
    const page = html
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(
        '</head>',
        chunk ? `  <link rel="modulepreload" crossorigin href="${chunk}">\n  </head>` : '</head>',
      );
    pages.set(language, encodeFile(Buffer.from(page)));
  }
  return pages;
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
  const pages = indexPages(root);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const requested = new URLSearchParams(request.url.split('?')[1] ?? '').get('market');
    const market = getMarket(options.marketFor(request.host, requested?.toUpperCase() ?? null));
    const page = pages.get(toLanguage(market.language, 'en'));
    if (!page) return reply.callNotFound();
    reply.header('cache-control', revalidateCacheControl).type('text/html; charset=utf-8');
    return reply.send(pickEncoding(request, reply, page));
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
