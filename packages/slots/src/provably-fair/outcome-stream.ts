import { UniformIntFromWords } from '../random/uniform-int-source';
import type { UniformIntSource } from '../random/uniform-int-source';
import { utf8Bytes } from './bytes';
import { assertClientSeed } from './client-seed';
import { assertServerSeed } from './server-seed';
import { hmacSha256 } from './hashes';
import type { HmacSha256 } from './hashes';

/**
 * The round's random numbers, derived only from the seeds and nonce: block k is
 * HMAC-SHA256(key = serverSeed as text, message = `${clientSeed}:${nonce}:${k}`), read as eight
 * big-endian 32-bit words in order; each nextInt takes words until one passes rejection sampling.
 * README.md walks through reproducing it by hand. hmac is replaceable (node:crypto on a server,
 * a scripted one in tests); the default is the synchronous one that also runs in a browser.
 */
export function outcomeStream(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  hmac: HmacSha256 = hmacSha256,
): UniformIntSource {
  assertServerSeed(serverSeed);
  assertClientSeed(clientSeed);
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new RangeError(`nonce must be a non-negative safe integer, got ${nonce}`);
  }
  return new HmacOutcomeStream(utf8Bytes(serverSeed), `${clientSeed}:${nonce}`, hmac);
}

const wordsPerBlock = 8;

class HmacOutcomeStream extends UniformIntFromWords {
  private readonly key: Uint8Array;
  private readonly messagePrefix: string;
  private readonly hmac: HmacSha256;
  private cursor = 0;
  private block: DataView | undefined;
  private wordIndex = 0;

  constructor(key: Uint8Array, messagePrefix: string, hmac: HmacSha256) {
    super();
    this.key = key;
    this.messagePrefix = messagePrefix;
    this.hmac = hmac;
  }

  nextUint32(): number {
    if (this.block === undefined || this.wordIndex === wordsPerBlock) {
      const digest = this.hmac(this.key, utf8Bytes(`${this.messagePrefix}:${this.cursor}`));
      if (digest.length !== 32) throw new Error('HMAC-SHA256 must return 32 bytes');
      this.block = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
      this.cursor += 1;
      this.wordIndex = 0;
    }
    const word = this.block.getUint32(this.wordIndex * 4);
    this.wordIndex += 1;
    return word;
  }
}
