import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { outcomeStream } from '../../provably-fair/outcome-stream';
import { createFastRandom } from '../../random/fast-random';
import type { UniformIntSource } from '../../random/uniform-int-source';
import { teenPattiAcceptsBet } from './accepts-bet';
import { evaluate } from './evaluate';
import { bestDecision, deal, dealtView, settleDeal, spin } from './spin';
import { teenPatti } from './teen-patti';
import { hand } from './test-cards';

const serverSeed = '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f';
const clientSeed = 'teen-patti-player';

describe('a round with the provably-fair stream', () => {
  it('deals the pinned hands for a fixed server seed, client seed and nonce', () => {
    // README.md walks through these six draws by hand.
    const dealt = deal(teenPatti, outcomeStream(serverSeed, clientSeed, 1), 100);
    expect(dealt.player.cards).toEqual(hand('Kc 10c 10d'));
    expect(dealt.dealer.cards).toEqual(hand('Qh 4h 2s'));
    expect(dealt.player.description).toBe('Pair of 10s, kicker K');
    expect(dealt.dealer.description).toBe('High card Q-4-2');
  });

  it('shows the player only their own hand until they decide', () => {
    const dealt = deal(teenPatti, outcomeStream(serverSeed, clientSeed, 1), 100);
    const view = dealtView(dealt);
    expect(view).toEqual({
      gameId: 66136,
      decision: null,
      player: dealt.player,
      anteBetMinor: 100,
      playBetMinor: 100,
      totalBetMinor: 100,
      totalWinMinor: 0,
    });
    expect(JSON.stringify(view)).not.toContain('Qh');
  });

  it('settles the pinned deal played and folded', () => {
    const dealt = deal(teenPatti, outcomeStream(serverSeed, clientSeed, 1), 100);
    expect(settleDeal(teenPatti, dealt, 'play')).toMatchObject({
      gameId: 66136,
      decision: 'play',
      dealerQualifies: true,
      comparison: 'higher',
      result: 'won',
      anteResult: 'win',
      playResult: 'win',
      anteBetMinor: 100,
      playBetMinor: 100,
      totalBetMinor: 200,
      antePayoutMinor: 200,
      playPayoutMinor: 200,
      bonusPayoutMinor: 0,
      totalWinMinor: 400,
    });
    expect(settleDeal(teenPatti, dealt, 'fold')).toMatchObject({
      decision: 'fold',
      result: 'folded',
      playResult: null,
      playBetMinor: 0,
      totalBetMinor: 100,
      totalWinMinor: 0,
    });
  });

  it('deals the same six cards from the same seeds and nonce, whatever is decided', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (nonce) => {
        const first = deal(teenPatti, outcomeStream(serverSeed, clientSeed, nonce), 100);
        const again = deal(teenPatti, outcomeStream(serverSeed, clientSeed, nonce), 100);
        expect(again).toEqual(first);
        const played = settleDeal(teenPatti, again, 'play');
        const folded = settleDeal(teenPatti, again, 'fold');
        expect([played.player, played.dealer]).toEqual([first.player, first.dealer]);
        expect([folded.player, folded.dealer]).toEqual([first.player, first.dealer]);
      }),
      { numRuns: 50 },
    );
  });

  it('deals different hands for a changed server seed', () => {
    const changed = `9${serverSeed.slice(1)}`;
    for (let nonce = 1; nonce <= 5; nonce += 1) {
      const honest = deal(teenPatti, outcomeStream(serverSeed, clientSeed, nonce), 100);
      const other = deal(teenPatti, outcomeStream(changed, clientSeed, nonce), 100);
      expect([other.player.cards, other.dealer.cards]).not.toEqual([
        honest.player.cards,
        honest.dealer.cards,
      ]);
    }
  });

  it('is exactly evaluate over the dealt hands, times the ante', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      for (const decision of ['play', 'fold'] as const) {
        const round = spin(teenPatti, outcomeStream(serverSeed, clientSeed, nonce), 7, decision);
        const evaluation = evaluate(teenPatti, round.player.cards, round.dealer.cards, decision);
        expect(round.result).toBe(evaluation.result);
        expect(round.totalBetMinor).toBe(evaluation.totalBetBets * 7);
        expect(round.antePayoutMinor).toBe(evaluation.antePayoutBets * 7);
        expect(round.playPayoutMinor).toBe(evaluation.playPayoutBets * 7);
        expect(round.bonusPayoutMinor).toBe(evaluation.bonusPayoutBets * 7);
        expect(round.totalWinMinor).toBe(evaluation.totalWinBets * 7);
      }
    }
  });
});

describe('the best decision', () => {
  it('plays Queen-6-4 or better and folds anything weaker, suits aside', () => {
    for (const playing of [
      'Qs 6d 4h',
      'Qs 6d 5h',
      'Qs 7d 2h',
      'Ks 3d 2h',
      '2s 2d 3h',
      'Ah Kh Qh',
    ]) {
      expect(bestDecision(teenPatti, hand(playing))).toBe('play');
    }
    for (const folding of ['Qs 6d 3h', 'Qs 5d 4h', 'Js 10d 8h', '7s 4d 2h']) {
      expect(bestDecision(teenPatti, hand(folding))).toBe('fold');
    }
  });

  it('is what spin decides when it is given no decision', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const round = spin(teenPatti, outcomeStream(serverSeed, clientSeed, nonce), 10);
      expect(round.decision).toBe(bestDecision(teenPatti, round.player.cards));
    }
  });
});

describe('round amounts', () => {
  it('pays integer minor units that add up, consistent with the decision and the result', () => {
    const rng = createFastRandom(3);
    const betReturns = { win: 2, push: 1, lose: 0 } as const;
    const seen = new Set<string>();
    for (let round = 0; round < 10_000; round += 1) {
      const decision = round % 3 === 0 ? 'fold' : 'play';
      const result = spin(teenPatti, rng, 37, decision);
      seen.add(result.result);
      expect(result.anteBetMinor).toBe(37);
      expect(result.totalBetMinor).toBe(result.anteBetMinor + result.playBetMinor);
      expect(result.antePayoutMinor).toBe(betReturns[result.anteResult] * 37);
      expect(result.playPayoutMinor).toBe(
        result.playResult === null ? 0 : betReturns[result.playResult] * 37,
      );
      expect(result.bonusPayoutMinor % 37).toBe(0);
      expect(result.totalWinMinor).toBe(
        result.antePayoutMinor + result.playPayoutMinor + result.bonusPayoutMinor,
      );
      expect(Number.isSafeInteger(result.totalWinMinor)).toBe(true);
      if (decision === 'fold') expect(result.totalWinMinor).toBe(0);
      if (decision === 'play' && !result.dealerQualifies) {
        expect([result.anteResult, result.playResult]).toEqual(['win', 'push']);
      }
    }
    expect(seen).toEqual(new Set(['folded', 'dealerDoesNotQualify', 'won', 'tied', 'lost']));
  }, 20_000);

  it('pays the largest win, a played trail beating a qualifying dealer: 2 + 2 + 7 antes', () => {
    // Card numbers 5, 49, 18, 27, 31, 0 (7♠ Q♣ 7♥ 3♦ 7♦ 2♠) sit at these positions of what is left.
    const round = spin(teenPatti, scriptedDeal([5, 48, 17, 25, 28, 0]), 100, 'play');
    expect(round.player.cards).toEqual(hand('7s 7h 7d'));
    expect(round.dealer.cards).toEqual(hand('Qc 3d 2s'));
    expect(round.result).toBe('won');
    expect(round.totalBetMinor).toBe(200);
    expect(round.totalWinMinor).toBe(1100);
  });
});

describe('teenPattiAcceptsBet', () => {
  it('accepts any positive whole number of minor units within exact arithmetic', () => {
    expect(teenPattiAcceptsBet(1)).toBe(true);
    expect(teenPattiAcceptsBet(37)).toBe(true);
    expect(teenPattiAcceptsBet(Math.floor(Number.MAX_SAFE_INTEGER / 11))).toBe(true);
    for (const bad of [0, -100, 1.5, Number.NaN, Math.floor(Number.MAX_SAFE_INTEGER / 11) + 1]) {
      expect(teenPattiAcceptsBet(bad)).toBe(false);
    }
  });

  it('makes deal refuse an ante outside the rule', () => {
    const rng = createFastRandom(1);
    for (const bad of [0, -100, 1.5, Number.MAX_SAFE_INTEGER]) {
      expect(() => deal(teenPatti, rng, bad)).toThrow(RangeError);
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
