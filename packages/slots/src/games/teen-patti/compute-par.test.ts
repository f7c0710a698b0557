import { describe, it, expect } from 'vitest';
import { expectConsistentParSheet } from '../../test-support/expect-consistent-par-sheet';
import { fraction } from '../../par/fraction';
import type { Fraction } from '../../par/fraction';
import { createFastRandom } from '../../random/fast-random';
import { cardIndexOf } from './cards';
import { compileTeenPatti } from './compile';
import { computePar, computeParOverDeck } from './compute-par';
import { countDeals } from './count-deals';
import type { TeenPattiDefinition } from './definition';
import { rankHand } from './rank-hand';
import { settlePlayedHand } from './settle';
import { optimalStrategy } from './strategy';
import { teenPatti } from './teen-patti';
import { card, strengthOf } from './test-cards';

const tableRows = (sheet: ReturnType<typeof computePar>, titleStart: string) =>
  sheet.tables.find((table) => table.title.startsWith(titleStart))?.rows ?? [];

describe('computePar(teenPatti): the best play, counted over every deal', () => {
  const startedMs = performance.now();
  const sheet = computePar(teenPatti);
  const elapsedMs = performance.now() - startedMs;

  // Pinned: a change to a pay or a rule changes these and must be re-approved.
  it('has the exact RTP under the best play over all 407,170,400 deals', () => {
    expect(sheet.outcomeWeightTotal).toBe(407_170_400n);
    expect(sheet.rtp).toEqual({ numerator: 164_611_859n, denominator: 170_422_000n });
    expect(sheet.rtpPercent).toBe('96.5907');
  });

  it('finds the best play to be one rule: play Queen-6-4 or better, fold below', () => {
    expect(sheet.strategy.playsFromStrength).toBe(strengthOf('Qs 6d 4h'));
    expect(sheet.strategy.playsFrom).toEqual({
      handClass: 'highCard',
      comparedRanks: ['Q', '6', '4'],
    });
    expect(sheet.strategy.description).toBe('play High card Q-6-4 or better, fold below');
    expect(optimalStrategy(teenPatti)).toEqual(sheet.strategy);
  });

  it('publishes the RTP of playing every hand, lower than the best play', () => {
    expect(sheet.alwaysPlayRtp).toEqual({ numerator: 48_354_377n, denominator: 50_896_300n });
    expect(sheet.alwaysPlayRtpPercent).toBe('95.0056');
  });

  it('is consistent: RTP in the 96–97 % band, probabilities summing to 1, shares to the RTP', () => {
    expectConsistentParSheet(sheet);
  });

  it('tells rounds that return something from rounds that win more than their bet', () => {
    // Returns something: every played hand but a loss without bonus. A fold returns nothing.
    expect(sheet.hitFrequency).toEqual({ numerator: 22_890_033n, denominator: 50_896_300n });
    expect(sheet.hitFrequencyPercent).toBe('44.9738');
    // More than the ante and play bet staked: a tie only returns them.
    expect(sheet.netWinFrequency).toEqual({ numerator: 4_571_319n, denominator: 10_179_260n });
    expect(sheet.netWinFrequencyPercent).toBe('44.9081');
  });

  it('has the pinned exact max win and volatility', () => {
    // A played trail beating a qualifying dealer: 2 + 2 + 7 antes on the 2 staked.
    expect(sheet.maxWinTimesBet).toEqual({ numerator: 11n, denominator: 2n });
    expect(sheet.maxWinTimesBetText).toBe('5.5');
    expect(sheet.maxWinProbability).toEqual({ numerator: 4174n, denominator: 2_544_815n });
    expect(sheet.volatilityIndex).toBeCloseTo(0.9373, 4);
  });

  it('has the pinned win distribution', () => {
    expect(sheet.winDistribution.map((bucket) => bucket.probabilityPercent)).toEqual([
      '55.0261',
      '0.0656',
      '44.4556',
      '0.2884',
      '0.1640',
      '0.0000',
      '0.0000',
    ]);
  });

  it('counts the player hand classes: 52, 48, 720, 1,096, 3,744 and 16,440 of 22,100', () => {
    expect(tableRows(sheet, 'Player hand classes').map((row) => row.slice(0, 2))).toEqual([
      ['trail', '52'],
      ['pureSequence', '48'],
      ['sequence', '720'],
      ['colour', '1096'],
      ['pair', '3744'],
      ['highCard', '16440'],
    ]);
  });

  it('folds 72 hands in 221 and says how the played ones end', () => {
    expect(tableRows(sheet, 'How a round ends')).toEqual([
      ['folded', '32.5791', '72/221'],
      ['played, dealer does not qualify', '20.9970', '21373413/101792600'],
      ['played, dealer qualifies, player higher', '23.9100', '3476953/14541800'],
      ['played, dealer qualifies, hands equal', '0.0657', '492/748475'],
      ['played, dealer qualifies, player lower', '22.4480', '5712601/25448150'],
    ]);
  });

  it('lists the RTP by source, adding up to the total', () => {
    const rows = tableRows(sheet, 'RTP by source');
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['ante (returned ante included)', '53.6850'],
      ['play bet (returned play bet included)', '41.1435'],
      ['ante bonus', '1.7621'],
    ]);
    const sum = rows.reduce<Fraction>(
      (total, row) => {
        const [numerator, denominator] = String(row[2]).split('/').map(BigInt);
        return fraction(
          total.numerator * (denominator ?? 1n) + (numerator ?? 0n) * total.denominator,
          total.denominator * (denominator ?? 1n),
        );
      },
      fraction(0n, 1n),
    );
    expect(sum).toEqual(sheet.rtp);
  });

  it('lists every amount a round can return, with what it staked', () => {
    const rows = tableRows(sheet, 'Return of a round');
    expect(rows.map(([staked, returns]) => `${staked}:${returns}`)).toEqual([
      '1:0',
      '2:0',
      '2:2',
      '2:3',
      '2:4',
      '2:6',
      '2:7',
      '2:8',
      '2:9',
      '2:10',
      '2:11',
    ]);
  });

  it('counts every deal in well under a few seconds', () => {
    expect(elapsedMs).toBeLessThan(3000);
  });
});

describe('countDeals and computePar against a pair-by-pair count on a smaller deck', () => {
  /**
   * Every (player hand, dealer hand) pair of the deck visited one by one: the slow, plain way. The
   * best decision for a player hand is whatever its own dealer hands say it is worth.
   */
  function countPairByPair(definition: TeenPattiDefinition, deck: readonly number[]) {
    const compiled = compileTeenPatti(definition);
    const hands: { mask: number; strength: number }[] = [];
    for (let i = 0; i < deck.length; i += 1) {
      for (let j = i + 1; j < deck.length; j += 1) {
        for (let k = j + 1; k < deck.length; k += 1) {
          hands.push({
            mask: (1 << i) | (1 << j) | (1 << k),
            strength: rankHand(deck[i] ?? 0, deck[j] ?? 0, deck[k] ?? 0),
          });
        }
      }
    }
    const tallies: number[][] = [];
    const sums = { optimal: { win: 0n, bet: 0n }, alwaysPlay: { win: 0n, bet: 0n } };
    for (const player of hands) {
      const tally = [0, 0, 0, 0];
      let playedReturn = 0;
      let dealerHands = 0;
      for (const dealer of hands) {
        if ((player.mask & dealer.mask) !== 0) continue;
        dealerHands += 1;
        playedReturn += settlePlayedHand(compiled, player.strength, dealer.strength);
        const slot =
          dealer.strength < compiled.qualifyingStrengthMin
            ? 0
            : player.strength > dealer.strength
              ? 1
              : player.strength === dealer.strength
                ? 2
                : 3;
        tally[slot] = (tally[slot] ?? 0) + 1;
      }
      tallies.push(tally);
      sums.alwaysPlay.win += BigInt(playedReturn);
      sums.alwaysPlay.bet += BigInt(2 * dealerHands);
      const plays = playedReturn > dealerHands;
      sums.optimal.win += plays ? BigInt(playedReturn) : 0n;
      sums.optimal.bet += BigInt((plays ? 2 : 1) * dealerHands);
    }
    return { tallies, sums };
  }

  const ranksDeck = ['2', '3', 'J', 'Q', 'K', 'A'].flatMap((rank) =>
    ['s', 'h', 'd', 'c'].map((suit) => cardIndexOf(card(`${rank}${suit}`))),
  );
  const rng = createFastRandom(66_136);
  const shuffled = Array.from({ length: 52 }, (_, index) => index);
  for (let index = 51; index > 0; index -= 1) {
    const other = rng.nextInt(index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other] ?? 0, shuffled[index] ?? 0];
  }
  const decks = {
    // A-2-3, A-K-Q, K-Q-J, Jack-high (not qualifying) and Queen-high (qualifying) all occur.
    'the 24 cards 2, 3, J, Q, K, A': ranksDeck.sort((left, right) => left - right),
    '22 cards picked at random': shuffled.slice(0, 22).sort((left, right) => left - right),
  };

  for (const [name, deck] of Object.entries(decks)) {
    const slow = countPairByPair(teenPatti, deck);

    it(`counts every dealer hand the same way on ${name}`, () => {
      const qualifying = compileTeenPatti(teenPatti).qualifyingStrengthMin;
      const fast = countDeals(deck, qualifying).playerHands.map((hand) => [
        hand.dealerNotQualifying,
        hand.dealerLower,
        hand.dealerEqual,
        hand.dealerHigher,
      ]);
      expect(fast).toEqual(slow.tallies);
      expect(slow.tallies.flat().some((count, index) => index % 4 === 2 && count > 0)).toBe(true);
    });

    it(`gives the exact RTP of the pair-by-pair count, best play and always playing, on ${name}`, () => {
      for (const strategy of ['optimal', 'alwaysPlay'] as const) {
        const sheet = computeParOverDeck(teenPatti, deck, strategy);
        const { win, bet } = slow.sums[strategy];
        expect(sheet.rtp).toEqual(fraction(win, bet));
      }
    });
  }
});

describe('computePar follows the definition', () => {
  it('is exactly 1 when always playing an even-money game with no qualifying and no bonus', () => {
    // Both hands come from the same deck the same way, so neither side has an edge.
    const evenGame: TeenPattiDefinition = {
      ...teenPatti,
      dealerQualifies: { handClass: 'highCard', leadingRankAtLeast: '2' },
      anteWhenDealerDoesNotQualify: 'push',
      anteBonusPays: {
        trail: 0,
        pureSequence: 0,
        sequence: 0,
        colour: 0,
        pair: 0,
        highCard: 0,
      },
    };
    const full = Array.from({ length: 52 }, (_, index) => index);
    expect(computeParOverDeck(evenGame, full, 'alwaysPlay').rtp).toEqual({
      numerator: 1n,
      denominator: 1n,
    });
  });

  it('moves with the bonus: a larger trail bonus raises the RTP', () => {
    const richer: TeenPattiDefinition = {
      ...teenPatti,
      anteBonusPays: { ...teenPatti.anteBonusPays, trail: 20 },
    };
    const base = computePar(teenPatti).rtp;
    const raised = computePar(richer).rtp;
    expect(raised.numerator * base.denominator > base.numerator * raised.denominator).toBe(true);
  });
});
