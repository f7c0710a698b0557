import { existsSync, readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, encodings } from './choose-encoding';
import type { Encoding } from './choose-encoding';
import { compressForBuild, compressibleBytesMin } from './precompress';

/** One file held in memory as it is and in each encoding worth sending. */
export interface EncodedFile {
  identity: Buffer;
  /** Only the encodings that came out smaller than the file itself. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * A file ready to send in any encoding, compressed once with the build's effort: for files a
 * server holds in memory (a provider's pages and assets) rather than reads from a build folder.
 */
export function encodeFile(identity: Buffer): EncodedFile {
  const encoded: EncodedFile['encoded'] = {};
  if (identity.length >= compressibleBytesMin) {
    for (const encoding of encodings) {
      const bytes = compressForBuild(identity, encoding);
      if (bytes.length < identity.length) encoded[encoding] = bytes;
    }
  }
  return { identity, encoded };
}

/**
 * A built file and the brotli and gzip copies its build wrote beside it (`precompressFolder`),
 * read into memory: for pages a server holds rather than streams from disk.
 */
export function readBuiltFile(file: string): EncodedFile {
  const encoded: EncodedFile['encoded'] = {};
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(file + suffix)) encoded[encoding] = readFileSync(file + suffix);
  }
  return { identity: readFileSync(file), encoded };
}

/** Appends a token to `Vary` without repeating it. */
export function addVary(reply: FastifyReply, token: string): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (list.some((item) => item.toLowerCase() === token.toLowerCase() || item === '*')) return;
  reply.header('vary', [...list, token].join(', '));
}

/**
 * The bytes of `file` the request's `Accept-Encoding` asks for, with `content-encoding` and
 * `vary: accept-encoding` set on the reply (the answer differs by that header, so a shared cache
 * must keep one copy per encoding). The caller sets the content type and sends the bytes.
 */
export function pickEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  file: EncodedFile,
): Buffer {
  addVary(reply, 'accept-encoding');
  const available = encodings.filter((encoding) => file.encoded[encoding] !== undefined);
  const chosen = chooseEncoding(request.headers['accept-encoding'], available);
  const bytes = chosen === null ? undefined : file.encoded[chosen];
  if (chosen === null || bytes === undefined) return file.identity;
  reply.header('content-encoding', chosen);
  return bytes;
}
