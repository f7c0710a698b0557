import type { FastifyInstance } from 'fastify';
import { chooseEncoding } from './choose-encoding';
import { compressAnswer } from './compress-bytes';
import { addVary } from './encoded-file';
import { compressibleBytesMin } from './precompress';

/** What is worth compressing on the fly: JSON answers and server-rendered pages. */
const compressibleType = /^(application\/json|text\/html)\b/i;

/**
 * Compresses a service's generated answers (JSON, pages rendered per request) of about 1 KB or
 * more, in the encoding the request accepts (brotli, else gzip). Files that were compressed at
 * build time already carry `content-encoding` and pass untouched, as do streams and small
 * answers: below 1 KB the saving is smaller than a packet and not worth the CPU.
 */
export function registerAnswerCompression(
  app: FastifyInstance,
  options: { minBytes?: number } = {},
): void {
  const minBytes = options.minBytes ?? compressibleBytesMin;
  // Callback style rather than async: most answers (every wallet call) leave on the fast path,
  // and a callback hook costs less per request than a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD') {
      return done(null, payload);
    }
    if (reply.statusCode === 204 || reply.statusCode === 304) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !compressibleType.test(type)) return done(null, payload);
    // The answer could have been compressed for another client, so caches must tell them apart.
    addVary(reply, 'accept-encoding');
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    const encoding = size < minBytes ? null : chooseEncoding(request.headers['accept-encoding']);
    if (encoding === null) return done(null, payload);
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    compressAnswer(bytes, encoding).then(
      (compressed) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: unknown) => done(error as Error),
    );
  });
}
