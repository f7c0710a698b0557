import { describe, it, expect } from 'vitest';
import { expectConsistentParSheet } from '../../test-support/expect-consistent-par-sheet';
import { fraction } from '../../par/fraction';
import { createFastRandom } from '../../random/fast-random';
import { cardIndexOf } from './cards';
import { compileTeenPatti } from './compile';
import { computePar, computeParOverDeck } from './compute-par';
import { countDeals } from './count-deals';
import type { TeenPattiDefinition } from './definition';
import { rankHand } from './rank-hand';
import { settleRound } from './settle';
import { teenPatti } from './teen-patti';
import { card } from './test-cards';

const tableRows = (sheet: ReturnType<typeof computePar>, titleStart: string) =>
  sheet.tables.find((table) => table.title.startsWith(titleStart))?.rows ?? [];

describe('computePar(teenPatti)', () => {
  const startedMs = performance.now();
  const sheet = computePar(teenPatti);
  const elapsedMs = performance.now() - startedMs;

  // Pinned: a change to a pay or a rule changes these and must be re-approved.
  it('has the exact RTP over all 407,170,400 deals', () => {
    expect(sheet.outcomeWeightTotal).toBe(407_170_400n);
    expect(sheet.rtp).toEqual({ numerator: 3_776_611n, denominator: 3_915_100n });
    expect(sheet.rtpPercent).toBe('96.4626');
  });

  it('is consistent: RTP in the 96–97 % band, probabilities summing to 1, shares to the RTP', () => {
    expectConsistentParSheet(sheet);
  });

  it('has the pinned hit frequency, max win and volatility', () => {
    // A hit is any return, a returned ante included.
    expect(sheet.hitFrequency).toEqual({ numerator: 6_970_063n, denominator: 12_724_075n });
    expect(sheet.hitFrequencyPercent).toBe('54.7785');
    // A trail beating a qualifying dealer: the ante back, 1 to 1 and the bonus 8 to 1.
    expect(sheet.maxWinTimesBet).toEqual({ numerator: 10n, denominator: 1n });
    expect(sheet.maxWinProbability).toEqual({ numerator: 4174n, denominator: 2_544_815n });
    expect(sheet.volatilityIndex).toBeCloseTo(1.2353, 4);
  });

  it('has the pinned win distribution', () => {
    expect(sheet.winDistribution.map((bucket) => bucket.probabilityPercent)).toEqual([
      '45.2214',
      '28.1544',
      '19.7716',
      '6.3999',
      '0.4524',
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

  it('has the dealer qualify in 769 of 1,105 rounds and tie in 1,749 of 2,544,815', () => {
    expect(tableRows(sheet, 'How the ante settles')).toEqual([
      ['dealer does not qualify', '30.4072', '336/1105'],
      ['dealer qualifies, player higher', '23.9254', '3479197/14541800'],
      ['dealer qualifies, hands equal', '0.0687', '1749/2544815'],
      ['dealer qualifies, player lower', '45.5985', '3570457/7830200'],
    ]);
  });

  it('lists the RTP by source, adding up to the total', () => {
    const rows = tableRows(sheet, 'RTP by source');
    expect(rows).toEqual([
      ['ante (returned ante included)', '78.3269', '39865519/50896300'],
      ['ante bonus', '18.1357', '1002/5525'],
    ]);
    const exactSum = fraction(39_865_519n + 1002n * 9212n, 50_896_300n);
    expect(exactSum).toEqual(sheet.rtp);
  });

  it('lists every amount a round can return, with its exact probability', () => {
    const rows = tableRows(sheet, 'Return of a round');
    expect(rows.map(([returns]) => returns)).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 10]);
    expect(rows.at(-1)).toEqual([10, '0.1640', '4174/2544815']);
  });

  it('counts every deal in well under a few seconds', () => {
    expect(elapsedMs).toBeLessThan(3000);
  });
});

describe('countDeals against a pair-by-pair count on a smaller deck', () => {
  /** Every (player hand, dealer hand) pair of the deck visited one by one: the slow, plain way. */
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
    const weightByWin = new Map<number, bigint>();
    const tallies: number[][] = [];
    for (const player of hands) {
      const tally = [0, 0, 0, 0];
      for (const dealer of hands) {
        if ((player.mask & dealer.mask) !== 0) continue;
        const win = settleRound(compiled, player.strength, dealer.strength);
        weightByWin.set(win, (weightByWin.get(win) ?? 0n) + 1n);
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
    }
    return { weightByWin, tallies };
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

    it(`gives the exact RTP and max win of the pair-by-pair count on ${name}`, () => {
      let weightTotal = 0n;
      let winWeight = 0n;
      for (const [win, weight] of slow.weightByWin) {
        weightTotal += weight;
        winWeight += BigInt(win) * weight;
      }
      const sheet = computeParOverDeck(teenPatti, deck);
      expect(sheet.outcomeWeightTotal).toBe(weightTotal);
      expect(sheet.rtp).toEqual(fraction(winWeight, weightTotal));
      const maxWin = Math.max(...slow.weightByWin.keys());
      expect(sheet.maxWinTimesBet).toEqual(fraction(BigInt(maxWin), 1n));
      expect(sheet.maxWinProbability).toEqual(
        fraction(slow.weightByWin.get(maxWin) ?? 0n, weightTotal),
      );
    });
  }
});

describe('computePar follows the definition', () => {
  it('is exactly 1 for an even-money game with no qualifying and no bonus', () => {
    // Both hands come from the same deck the same way, so neither side has an edge.
    const evenGame: TeenPattiDefinition = {
      ...teenPatti,
      dealerQualifies: { handClass: 'highCard', leadingRankAtLeast: '2' },
      anteBonusPays: {
        trail: 0,
        pureSequence: 0,
        sequence: 0,
        colour: 0,
        pair: 0,
        highCard: 0,
      },
    };
    expect(computePar(evenGame).rtp).toEqual({ numerator: 1n, denominator: 1n });
  });
});
