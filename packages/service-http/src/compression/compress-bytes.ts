import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './choose-encoding';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Bytes compressed on every request (JSON answers, rendered pages): brotli quality 4 and gzip
 * level 6 are within a few per cent of the smallest at a fraction of the CPU. Without blocking
 * the event loop (zlib's thread pool). Files are compressed once instead (`compressForBuild`).
 */
export function compressAnswer(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: 6 });
}
