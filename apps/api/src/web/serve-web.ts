import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths that belong to the api; the player app's client-side routes are everything else. */
const apiPrefixes = [
  '/user/',
  '/v1/',
  '/charge/',
  '/withdraw/',
  '/game/',
  '/wallet/',
  '/webhooks/',
];

/**
 * Serves the built player app on the api's own origin so the browser talks to one origin, and
 * answers client-side routes (/mine, /event/item…) with index.html.
 */
export async function serveWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'player app not built: run npm run build');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Hashed assets never change; index.html must always be fresh.
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const looksLikeFile = path.extname(pathname) !== '';
    if (apiPrefixes.some((prefix) => pathname.startsWith(prefix)) || looksLikeFile) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  app.get('/', (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  return true;
}
