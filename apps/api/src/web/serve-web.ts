import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { immutableCacheControl, revalidateCacheControl } from '@sorte/service-http';

/** Paths that belong to the api; the player app's client-side routes are everything else. */
const apiPrefixes = [
  '/user/',
  '/v1/',
  '/charge/',
  '/withdraw/',
  '/game/',
  '/wallet/',
  '/webhooks/',
  '/ops/',
];

/**
 * Serves the built player app on the api's own origin so the browser talks to one origin, and
 * answers client-side routes (/mine, /event/item…) with index.html.
 *
 * The build writes a brotli and a gzip copy beside each text file (`@sorte/service-http`'s
 * precompress plugin in apps/web/vite.config.ts), and each answer is the copy the request's
 * `Accept-Encoding` takes, with `Vary: Accept-Encoding`: nothing is compressed per request.
 * Files under `assets/` carry a content hash in their names, so browsers keep them for a year
 * without asking; everything else (index.html above all, which names the current hashes) is
 * asked for again on every load.
 */
export async function serveWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'player app not built: run npm run build');
    return false;
  }
  const assetsDir = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // @fastify/static's own cache-control would say max-age=0 without `no-cache`.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(assetsDir);
      reply.header('cache-control', hashed ? immutableCacheControl : revalidateCacheControl);
    },
  });
  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const looksLikeFile = path.extname(pathname) !== '';
    if (apiPrefixes.some((prefix) => pathname.startsWith(prefix)) || looksLikeFile) {
      return reply.callNotFound();
    }
    return reply.sendFile('index.html');
  });
  app.get('/', (_request, reply) => reply.sendFile('index.html'));
  return true;
}
