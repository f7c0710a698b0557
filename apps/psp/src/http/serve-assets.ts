import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AssetUrls } from '../checkout/render-document';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

/** Every file the pages may load; nothing else under public/ is served. */
const assetFiles = [
  'checkout.css',
  'checkout.js',
  'copy-buttons.js',
  'countdown.js',
  'ewallet-form.js',
  'sandbox-payment.js',
  'watch-status.js',
  'favicon.svg',
] as const;

const contentTypes: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export const assetUrls: AssetUrls = {
  stylesheet: '/assets/checkout.css',
  script: '/assets/checkout.js',
  icon: '/assets/favicon.svg',
};

/**
 * Serves the pages' hand-written scripts and styles from memory, read once at start: there is no
 * build step. A browser revalidates them by ETag, so a changed file is picked up on the next load.
 */
export async function registerAssets(app: FastifyInstance): Promise<void> {
  const assets = new Map<string, { body: Buffer; etag: string; type: string }>();
  for (const file of assetFiles) {
    const body = await readFile(path.join(publicDir, file));
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 20)}"`;
    assets.set(file, { body, etag, type: contentTypes[path.extname(file)] ?? 'text/plain' });
  }
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.callNotFound();
    reply
      .header('cache-control', 'no-cache')
      .header('etag', asset.etag)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
    return reply.type(asset.type).send(asset.body);
  });
}
