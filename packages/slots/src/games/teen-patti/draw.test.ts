import { describe, it, expect } from 'vitest';
import { createFastRandom } from '../../random/fast-random';
import type { UniformIntSource } from '../../random/uniform-int-source';
import { createDrawnDeal, drawDeal } from './draw';

/** Hands out the given numbers in order, checking each bound it is asked for. */
function scripted(numbers: readonly number[], bounds: number[] = []): UniformIntSource {
  let position = 0;
  return {
    nextInt(maxExclusive) {
      bounds.push(maxExclusive);
      const number = numbers[position] ?? 0;
      position += 1;
      if (number >= maxExclusive) throw new RangeError(`${number} is not below ${maxExclusive}`);
      return number;
    },
  };
}

/** The documented rule, written the slow obvious way: take the k-th card of what is left. */
function dealByRemoving(rng: UniformIntSource): number[] {
  const deck = Array.from({ length: 52 }, (_, card) => card);
  return Array.from({ length: 6 }, () => deck.splice(rng.nextInt(deck.length), 1)[0] ?? -1);
}

describe('drawDeal', () => {
  it('draws nextInt(52), nextInt(51), …, nextInt(47), in that order', () => {
    const bounds: number[] = [];
    drawDeal(scripted([0, 0, 0, 0, 0, 0], bounds), createDrawnDeal());
    expect(bounds).toEqual([52, 51, 50, 49, 48, 47]);
  });

  it('takes the card at the drawn position among the cards still in the deck', () => {
    const drawn = createDrawnDeal();
    drawDeal(scripted([0, 0, 0, 0, 0, 0]), drawn);
    expect([...drawn]).toEqual([0, 1, 2, 3, 4, 5]);
    drawDeal(scripted([51, 50, 49, 48, 47, 46]), drawn);
    expect([...drawn]).toEqual([51, 50, 49, 48, 47, 46]);
    // 10; position 10 of the rest is 11; position 9 is 9; position 9 of the rest is 12; …
    drawDeal(scripted([10, 10, 9, 9, 47, 0]), drawn);
    expect([...drawn]).toEqual([10, 11, 9, 12, 51, 0]);
  });

  it('deals exactly as removing the k-th remaining card would, for any stream', () => {
    const drawn = createDrawnDeal();
    for (let seed = 0; seed < 20_000; seed += 1) {
      drawDeal(createFastRandom(seed), drawn);
      expect([...drawn]).toEqual(dealByRemoving(createFastRandom(seed)));
    }
  });

  it('deals every card in every position equally often (chi-square)', () => {
    const rng = createFastRandom(9);
    const drawn = createDrawnDeal();
    const deals = 52_000;
    const counts = new Array<number>(6 * 52).fill(0);
    for (let deal = 0; deal < deals; deal += 1) {
      drawDeal(rng, drawn);
      drawn.forEach(
        (card, position) =>
          (counts[position * 52 + card] = (counts[position * 52 + card] ?? 0) + 1),
      );
    }
    const expected = deals / 52;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 6 × 51 = 306 degrees of freedom; its 99.99th percentile is about 400.
    expect(chiSquare).toBeLessThan(400);
  });
});
