import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { acceptedLimitFor, UniformIntFromWords } from './uniform-int-source';

/** Replays the given words in order, to drive the rejection path. */
class ReplayWords extends UniformIntFromWords {
  private readonly words: readonly number[];
  private position = 0;

  constructor(words: readonly number[]) {
    super();
    this.words = words;
  }

  nextUint32(): number {
    const word = this.words[this.position % this.words.length] ?? 0;
    this.position += 1;
    return word;
  }

  get wordsUsed(): number {
    return this.position;
  }
}

describe('UniformIntFromWords', () => {
  it('reduces an accepted word modulo the bound', () => {
    expect(new ReplayWords([17]).nextInt(5)).toBe(2);
    expect(new ReplayWords([0xffff_fffe]).nextInt(2)).toBe(0);
  });

  it('draws again when the word is at or above the largest multiple of the bound', () => {
    // 2^32 = 3 × 1 431 655 765 + 1, so only the word 2^32 − 1 is rejected for n = 3.
    expect(acceptedLimitFor(3)).toBe(0xffff_ffff);
    const source = new ReplayWords([0xffff_ffff, 0xffff_ffff, 7]);
    expect(source.nextInt(3)).toBe(1);
    expect(source.wordsUsed).toBe(3);
  });

  it('accepts the last word below the limit', () => {
    const source = new ReplayWords([0xffff_fffe]);
    expect(source.nextInt(3)).toBe(0xffff_fffe % 3);
    expect(source.wordsUsed).toBe(1);
  });

  it('follows the rule "reject word ≥ limit, else word mod n" for any words and bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 1, maxLength: 8 }),
        (maxExclusive, words) => {
          const limit = acceptedLimitFor(maxExclusive);
          const firstAccepted = words.find((word) => word < limit);
          fc.pre(firstAccepted !== undefined);
          const drawn = new ReplayWords(words).nextInt(maxExclusive);
          expect(drawn).toBe(firstAccepted % maxExclusive);
          expect(drawn).toBeGreaterThanOrEqual(0);
          expect(drawn).toBeLessThan(maxExclusive);
        },
      ),
    );
  });

  it('refuses a bound that is not an integer from 1 to 2^32', () => {
    const source = new ReplayWords([1]);
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) {
      expect(() => source.nextInt(bad)).toThrow(RangeError);
    }
    expect(source.nextInt(2 ** 32)).toBe(1);
  });
});
