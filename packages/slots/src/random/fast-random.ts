import { UniformIntFromWords } from './uniform-int-source';
import type { UniformIntSource } from './uniform-int-source';

/**
 * A fast PRNG for Monte Carlo simulation: xoshiro128** seeded through splitmix32. Statistically
 * sound and NOT cryptographic; real rounds draw from the provably-fair outcome stream.
 */
export function createFastRandom(seed: number): UniformIntSource {
  const expandSeed = createSplitMix32(seed);
  // splitmix32 maps four consecutive states through a bijection, so at most one word is zero.
  return new Xoshiro128StarStar([expandSeed(), expandSeed(), expandSeed(), expandSeed()]);
}

/** xoshiro128** 1.1 (Blackman and Vigna), word for word the reference C implementation. */
export class Xoshiro128StarStar extends UniformIntFromWords {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(state: readonly [number, number, number, number]) {
    super();
    this.s0 = state[0] | 0;
    this.s1 = state[1] | 0;
    this.s2 = state[2] | 0;
    this.s3 = state[3] | 0;
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) {
      throw new RangeError('xoshiro128** state must not be all zero');
    }
  }

  nextUint32(): number {
    const result = Math.imul(rotateLeft(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const shifted = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= shifted;
    this.s3 = rotateLeft(this.s3, 11);
    return result;
  }
}

function createSplitMix32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let mixed = state ^ (state >>> 16);
    mixed = Math.imul(mixed, 0x21f0aaad);
    mixed ^= mixed >>> 15;
    mixed = Math.imul(mixed, 0x735a2d97);
    return (mixed ^ (mixed >>> 15)) >>> 0;
  };
}

function rotateLeft(word: number, bits: number): number {
  return (word << bits) | (word >>> (32 - bits));
}
