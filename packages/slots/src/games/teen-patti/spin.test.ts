import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { outcomeStream } from '../../provably-fair/outcome-stream';
import { createFastRandom } from '../../random/fast-random';
import type { UniformIntSource } from '../../random/uniform-int-source';
import { teenPattiAcceptsBet } from './accepts-bet';
import { evaluate } from './evaluate';
import { spin } from './spin';
import { teenPatti } from './teen-patti';
import { hand } from './test-cards';

const serverSeed = '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f';
const clientSeed = 'teen-patti-player';

describe('spin with the provably-fair stream', () => {
  it('deals the pinned hands for a fixed server seed, client seed and nonce', () => {
    // README.md walks through these six draws by hand.
    const round = spin(teenPatti, outcomeStream(serverSeed, clientSeed, 1), 100);
    expect(round.player.cards).toEqual(hand('Kc 10c 10d'));
    expect(round.dealer.cards).toEqual(hand('Qh 4h 2s'));
    expect(round).toMatchObject({
      gameId: 66136,
      player: { handClass: 'pair', description: 'Pair of 10s, kicker K' },
      dealer: { handClass: 'highCard', description: 'High card Q-4-2' },
      dealerQualifies: true,
      comparison: 'higher',
      result: 'win',
      anteBetMinor: 100,
      totalBetMinor: 100,
      antePayoutMinor: 200,
      bonusPayoutMinor: 0,
      totalWinMinor: 200,
    });
  });

  it('reproduces the same hands from the same seeds and nonce', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (nonce) => {
        const first = spin(teenPatti, outcomeStream(serverSeed, clientSeed, nonce), 100);
        const again = spin(teenPatti, outcomeStream(serverSeed, clientSeed, nonce), 100);
        expect(again).toEqual(first);
      }),
      { numRuns: 50 },
    );
  });

  it('deals different hands for a changed server seed', () => {
    const changed = `9${serverSeed.slice(1)}`;
    for (let nonce = 1; nonce <= 5; nonce += 1) {
      const honest = spin(teenPatti, outcomeStream(serverSeed, clientSeed, nonce), 100);
      const other = spin(teenPatti, outcomeStream(changed, clientSeed, nonce), 100);
      expect([other.player.cards, other.dealer.cards]).not.toEqual([
        honest.player.cards,
        honest.dealer.cards,
      ]);
    }
  });

  it('is exactly evaluate over the dealt hands, times the ante', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const round = spin(teenPatti, outcomeStream(serverSeed, clientSeed, nonce), 7);
      const evaluation = evaluate(teenPatti, round.player.cards, round.dealer.cards);
      expect(round.result).toBe(evaluation.anteResult);
      expect(round.antePayoutMinor).toBe(evaluation.antePayoutBets * 7);
      expect(round.bonusPayoutMinor).toBe(evaluation.bonusPayoutBets * 7);
      expect(round.totalWinMinor).toBe(evaluation.totalWinBets * 7);
    }
  });
});

describe('spin amounts', () => {
  it('pays integer minor units that add up, consistent with the ante result', () => {
    const rng = createFastRandom(3);
    const anteReturns = { win: 2, push: 1, lose: 0 } as const;
    const seen = new Set<string>();
    for (let round = 0; round < 20_000; round += 1) {
      const result = spin(teenPatti, rng, 37);
      seen.add(result.result);
      expect(result.totalBetMinor).toBe(37);
      expect(result.antePayoutMinor).toBe(anteReturns[result.result] * 37);
      expect(result.bonusPayoutMinor % 37).toBe(0);
      expect(result.totalWinMinor).toBe(result.antePayoutMinor + result.bonusPayoutMinor);
      expect(Number.isSafeInteger(result.totalWinMinor)).toBe(true);
      if (!result.dealerQualifies) expect(result.result).toBe('push');
    }
    expect(seen).toEqual(new Set(['win', 'push', 'lose']));
  });

  it('pays the largest win, a trail beating a qualifying dealer: 2 + 8 antes', () => {
    // Card numbers 5, 49, 18, 27, 31, 0 (7♠ Q♣ 7♥ 3♦ 7♦ 2♠) sit at these positions of what is left.
    const deal: UniformIntSource = scriptedDeal([5, 48, 17, 25, 28, 0]);
    const round = spin(teenPatti, deal, 100);
    expect(round.player.cards).toEqual(hand('7s 7h 7d'));
    expect(round.dealer.cards).toEqual(hand('Qc 3d 2s'));
    expect(round.result).toBe('win');
    expect(round.totalWinMinor).toBe(1000);
  });
});

describe('teenPattiAcceptsBet', () => {
  it('accepts any positive whole number of minor units within exact arithmetic', () => {
    expect(teenPattiAcceptsBet(1)).toBe(true);
    expect(teenPattiAcceptsBet(37)).toBe(true);
    expect(teenPattiAcceptsBet(Math.floor(Number.MAX_SAFE_INTEGER / 10))).toBe(true);
    for (const bad of [0, -100, 1.5, Number.NaN, Math.floor(Number.MAX_SAFE_INTEGER / 10) + 1]) {
      expect(teenPattiAcceptsBet(bad)).toBe(false);
    }
  });

  it('makes spin refuse a bet outside the rule', () => {
    const rng = createFastRandom(1);
    for (const bad of [0, -100, 1.5, Number.MAX_SAFE_INTEGER]) {
      expect(() => spin(teenPatti, rng, bad)).toThrow(RangeError);
    }
  });
});

function scriptedDeal(numbers: readonly number[]): UniformIntSource {
  let position = 0;
  return {
    nextInt: () => {
      const number = numbers[position] ?? 0;
      position += 1;
      return number;
    },
  };
}
