import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { encodeFile, immutableCacheControl, pickEncoding } from '@sorte/service-http';
import type { EncodedFile } from '@sorte/service-http';
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

/**
 * Serves the pages' hand-written scripts and styles from memory, read once at start: there is no
 * build step, so start-up does what a build would. The files live under
 * `/assets/<version>/`, where the version is a hash of all of them: an address never changes
 * content, so browsers keep the files for a year without asking, and the scripts' relative
 * imports (`./countdown.js`) stay inside the same version. Each file is compressed once, with
 * brotli and gzip at their smallest, and sent in the encoding the request takes. Answers the
 * addresses the pages link to.
 */
export async function registerAssets(app: FastifyInstance): Promise<AssetUrls> {
  const read = await Promise.all(
    assetFiles.map(async (file) => ({ file, body: await readFile(path.join(publicDir, file)) })),
  );
  const hash = createHash('sha256');
  for (const { file, body } of read) hash.update(file).update('\0').update(body);
  const version = hash.digest('hex').slice(0, 12);
  const assets = new Map<string, { file: EncodedFile; type: string }>(
    read.map(({ file, body }) => [
      file,
      { file: encodeFile(body), type: contentTypes[path.extname(file)] ?? 'text/plain' },
    ]),
  );
  app.get<{ Params: { version: string; file: string } }>(
    '/assets/:version/:file',
    async (request, reply) => {
      const asset = assets.get(request.params.file);
      if (!asset || request.params.version !== version) return reply.callNotFound();
      reply
        .header('cache-control', immutableCacheControl)
        .header('x-content-type-options', 'nosniff')
        .type(asset.type);
      return reply.send(pickEncoding(request, reply, asset.file));
    },
  );
  const base = `/assets/${version}`;
  return {
    stylesheet: `${base}/checkout.css`,
    script: `${base}/checkout.js`,
    icon: `${base}/favicon.svg`,
  };
}
