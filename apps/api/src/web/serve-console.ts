import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodeFile, pickEncoding, revalidateCacheControl } from '@sorte/service-http';
import { registerBuiltFiles } from './register-built-files';

/** Where the operator console answers on the api's origin; its build names files under it. */
export const consolePrefix = '/console/';

/**
 * Serves the built operator console (`apps/ops`) under `/console/`, as the player app is served
 * at the root: the brotli or gzip copy the build wrote beside each file, as `Accept-Encoding`
 * takes it; hashed files under `assets/` kept a year, `index.html` asked for again on every
 * load. Every other address under `/console/` is one of the console's own routes and gets
 * `index.html`. `/console/` is among the api's paths (`apiPathPrefixes`), so neither the player
 * app nor its service worker ever answers it.
 */
export async function serveConsole(
  app: FastifyInstance,
  options: { distDir: string },
): Promise<boolean> {
  const root = path.resolve(options.distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'operator console not built: run npm run build');
    return false;
  }
  // The player app's registration already decorates the reply.
  await registerBuiltFiles(app, root, { prefix: consolePrefix, decorateReply: false });
  const index = encodeFile(readFileSync(path.join(root, 'index.html')));
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', revalidateCacheControl).type('text/html; charset=utf-8');
    return reply.send(pickEncoding(request, reply, index));
  };
  app.get(`${consolePrefix}*`, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? consolePrefix;
    // A file the build lacks is missing, not a route of the console.
    if (path.extname(pathname) !== '') return reply.callNotFound();
    return sendIndex(request, reply);
  });
  app.get('/console', (_request, reply) => reply.redirect(consolePrefix, 301));
  return true;
}
