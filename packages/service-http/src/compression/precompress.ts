// Self-contained on purpose (Node built-ins only): Vite loads this file from the apps' vite
// configs as it is, with Node's own TypeScript support, which follows no extensionless import.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Below this, an encoding's own header and framing outweigh what it saves. */
export const compressibleBytesMin = 1024;

/**
 * Bytes compressed once and sent many times (a build's files, a provider's assets at start): as
 * small as brotli and gzip can make them, whatever it costs.
 */
export function compressForBuild(bytes: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes, { level: 9 });
}

/** Text a browser downloads; images and fonts are already compressed. */
const compressibleExtensions = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt']);

export interface PrecompressedFile {
  file: string;
  bytes: number;
  brBytes: number | null;
  gzipBytes: number | null;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a build folder of 1 KB or more, so
 * the server sends them without compressing anything per request (`@fastify/static`'s
 * `preCompressed`). A copy that would not be smaller than the file is not written; the server
 * then sends the file itself.
 */
export function precompressFolder(folder: string): PrecompressedFile[] {
  const written: PrecompressedFile[] = [];
  const visit = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        visit(file);
        continue;
      }
      if (!compressibleExtensions.has(path.extname(entry.name))) continue;
      const size = statSync(file).size;
      if (size < compressibleBytesMin) continue;
      const bytes = readFileSync(file);
      const brotli = compressForBuild(bytes, 'br');
      const gzip = compressForBuild(bytes, 'gzip');
      if (brotli.length < size) writeFileSync(`${file}.br`, brotli);
      if (gzip.length < size) writeFileSync(`${file}.gz`, gzip);
      written.push({
        file: path.relative(folder, file),
        bytes: size,
        brBytes: brotli.length < size ? brotli.length : null,
        gzipBytes: gzip.length < size ? gzip.length : null,
      });
    }
  };
  visit(folder);
  return written;
}

/**
 * A Vite plugin that writes brotli and gzip copies of every text file of the build once it is
 * written (`precompressFolder`), so whichever way a build runs (`npm run build`, `npm start`'s
 * first build, the e2e suite) the server finds them.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sorte-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressFolder(outDir);
      },
    },
  };
}
