import { describe, it, expect } from 'vitest';
import { expectConsistentParSheet } from '../../test-support/expect-consistent-par-sheet';
import { computePar } from './compute-par';
import type { MoonRabbitDefinition } from './definition';
import { moonRabbit } from './moon-rabbit';

describe('computePar(moonRabbit)', () => {
  const startedMs = performance.now();
  const sheet = computePar(moonRabbit);
  const elapsedMs = performance.now() - startedMs;

  // Pinned: a change to a strip, a pay or a prize changes these and must be re-approved.
  it('has the exact enumerated RTP', () => {
    // 26 × 27³ stop combinations × 100⁹ prize draws for the nine pearls a screen can show.
    expect(sheet.outcomeWeightTotal).toBe(511_758n * 100n ** 9n);
    expect(sheet.rtp).toEqual({ numerator: 3_294_533n, denominator: 3_411_720n });
    expect(sheet.rtpPercent).toBe('96.5651');
  });

  it('is consistent: RTP in the 96–97 % band, probabilities summing to 1, shares to the RTP', () => {
    expectConsistentParSheet(sheet);
  });

  it('has the pinned hit frequency, max win and volatility', () => {
    expect(sheet.hitFrequency).toEqual({ numerator: 77_443n, denominator: 170_586n });
    expect(sheet.hitFrequencyPercent).toBe('45.3982');
    // Nine pearls (a stack of three on each of reels 1 to 3) all worth 50×, with the rabbit:
    // 3 / (26 × 27³) for the reels, (1/100)⁹ for the prizes.
    expect(sheet.maxWinTimesBet).toEqual({ numerator: 450n, denominator: 1n });
    expect(sheet.maxWinProbability).toEqual({ numerator: 1n, denominator: 170_586n * 10n ** 18n });
    expect(sheet.volatilityIndex).toBeCloseTo(2.8996, 4);
  });

  it('has the pinned win distribution', () => {
    expect(sheet.winDistribution.map((bucket) => bucket.probabilityPercent)).toEqual([
      '54.6017',
      '23.8954',
      '9.1901',
      '8.6224',
      '2.6380',
      '0.8827',
      '0.1692',
    ]);
  });

  it('lists the RTP by source, adding up to the total', () => {
    const bySource = sheet.tables.find((table) => table.title.startsWith('RTP by source'));
    expect(bySource?.rows).toEqual([
      ['line wins', '61.4915'],
      ['rabbit collect', '35.0735'],
    ]);
    const total = (bySource?.rows ?? []).reduce((sum, [, percent]) => sum + Number(percent), 0);
    expect(total).toBeCloseTo(96.5651, 3);
  });

  it('lists the collect by pearls collected, 1 to 9', () => {
    const byPearls = sheet.tables.find((table) => table.title.startsWith('Rabbit collect'));
    expect(byPearls?.rows.map(([pearls]) => pearls)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'any']);
    // The rabbit shows on 3 of reel 4's 27 stops; with at least one pearl it collects.
    expect(byPearls?.rows.at(-1)).toEqual(['any', '8.8600', '35.0735']);
  });

  it('enumerates in well under a few seconds', () => {
    expect(elapsedMs).toBeLessThan(3000);
  });
});

describe('computePar on a definition small enough to check by hand', () => {
  // One line along the top row. Reels 1 to 3 show pearl, lotus and peach at every stop, in a
  // turning order, so three pearls always show and the top row is three uniform picks; reel 4
  // shows the rabbit on 3 of its 6 stops and can never complete four of a kind.
  const small: MoonRabbitDefinition = {
    ...moonRabbit,
    lines: [[0, 0, 0, 0]],
    strips: [
      ['pearl', 'lotus', 'peach'],
      ['pearl', 'lotus', 'peach'],
      ['pearl', 'lotus', 'peach'],
      ['rabbit', 'osmanthus', 'osmanthus', 'osmanthus', 'osmanthus', 'osmanthus'],
    ],
    cashPrizes: [
      { timesBet: { numerator: 1, denominator: 1 }, weight: 1 },
      { timesBet: { numerator: 3, denominator: 1 }, weight: 1 },
    ],
  };

  it('weights the lines and the collect by their exact probabilities', () => {
    const sheet = computePar(small);
    expect(sheet.outcomeWeightTotal).toBe(3n * 3n * 3n * 6n * 2n ** 3n);
    // Lines: three lotuses (10) or three peaches (5), each 1 in 27: 15/27 = 5/9.
    // Collect: the rabbit half the time × 3 pearls × 2 on average = 3.
    expect(sheet.rtp).toEqual({ numerator: 32n, denominator: 9n });
    // The rabbit collects half the time; otherwise a line wins 2 times in 27.
    expect(sheet.hitFrequency).toEqual({ numerator: 29n, denominator: 54n });
    // Three lotuses (10) and the rabbit collecting three 3× prizes (9): 1/27 × 1/2 × 1/8.
    expect(sheet.maxWinTimesBet).toEqual({ numerator: 19n, denominator: 1n });
    expect(sheet.maxWinProbability).toEqual({ numerator: 1n, denominator: 432n });
    // Line and collect are independent: Var = (125/27 − 25/81) + (39/2 − 9).
    expect(sheet.volatilityIndex).toBeCloseTo(Math.sqrt(350 / 81 + 21 / 2), 12);
  });
});
