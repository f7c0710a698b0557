/** Anything that hands out uniformly random integers: the provably-fair stream or a fast PRNG. */
export interface UniformIntSource {
  /** A uniformly random integer n with 0 ≤ n < maxExclusive; maxExclusive is 1 to 2^32. */
  nextInt(maxExclusive: number): number;
}

const twoToThe32 = 4_294_967_296;

export function assertMaxExclusive(maxExclusive: number): void {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > twoToThe32) {
    throw new RangeError(`maxExclusive must be an integer from 1 to 2^32, got ${maxExclusive}`);
  }
}

/** The largest multiple of maxExclusive that fits in 2^32: words from it up are drawn again. */
export function acceptedLimitFor(maxExclusive: number): number {
  return twoToThe32 - (twoToThe32 % maxExclusive);
}

/**
 * Turns a stream of uniform 32-bit words into uniform integers below any bound by rejection
 * sampling: a word at or above acceptedLimitFor(maxExclusive) is thrown away and the next one
 * drawn, so `word % maxExclusive` has no modulo bias.
 *
 * A base class rather than a function taking a closure: the JIT inlines a class method for every
 * instance, where it would re-optimise the hot loop for each new closure.
 */
export abstract class UniformIntFromWords implements UniformIntSource {
  /** The next uniformly random word, 0 to 2^32 − 1. */
  abstract nextUint32(): number;

  nextInt(maxExclusive: number): number {
    assertMaxExclusive(maxExclusive);
    if (maxExclusive === twoToThe32) return this.nextUint32() >>> 0;
    // Both operands typed uint32 let the JIT use an integer remainder, twice as fast as a float.
    const divisor = maxExclusive >>> 0;
    for (;;) {
      const word = this.nextUint32() >>> 0;
      // A word up to 2^32 − maxExclusive is always below the accepted limit, so the common case
      // skips computing the limit; the accepted words are the same either way.
      if (word <= twoToThe32 - maxExclusive || word < acceptedLimitFor(maxExclusive)) {
        return (word % divisor) >>> 0;
      }
    }
  }
}
