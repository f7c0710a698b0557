import { describe, it, expect } from 'vitest';
import { expectConsistentParSheet } from '../../test-support/expect-consistent-par-sheet';
import { computePar } from './compute-par';
import { luckyTiger } from './lucky-tiger';
import { definitionShowing } from './test-definitions';

describe('computePar(luckyTiger)', () => {
  const startedMs = performance.now();
  const sheet = computePar(luckyTiger);
  const elapsedMs = performance.now() - startedMs;

  // Pinned: a change to a strip, a pay or the feature changes these and must be re-approved.
  it('has the exact enumerated RTP', () => {
    expect(sheet.outcomeWeightTotal).toBe(8_601_600_000n);
    expect(sheet.rtp).toEqual({ numerator: 21_647_277n, denominator: 22_400_000n });
    expect(sheet.rtpPercent).toBe('96.6396');
  });

  it('is consistent: RTP in the 96–97 % band, probabilities summing to 1, shares to the RTP', () => {
    expectConsistentParSheet(sheet);
  });

  it('has the pinned hit frequency, max win and volatility', () => {
    expect(sheet.hitFrequency).toEqual({ numerator: 173_529n, denominator: 640_000n });
    expect(sheet.hitFrequencyPercent).toBe('27.1139');
    // A full Tiger Fortune screen of ingots with a wild diagonal: (4 × 100 + 250) × 10 line bets.
    expect(sheet.maxWinTimesBet).toEqual({ numerator: 1300n, denominator: 1n });
    expect(sheet.maxWinProbability).toEqual({ numerator: 1n, denominator: 215_040n });
    expect(sheet.volatilityIndex).toBeCloseTo(10.6768, 4);
  });

  it('has the pinned win distribution', () => {
    expect(sheet.winDistribution.map((bucket) => bucket.probabilityPercent)).toEqual([
      '72.8860',
      '14.4527',
      '7.9270',
      '2.5196',
      '0.4487',
      '1.6535',
      '0.1121',
    ]);
  });

  it('lists the RTP by source, adding up to the total', () => {
    const bySource = sheet.tables.find((table) => table.title.startsWith('RTP by source'));
    const total = (bySource?.rows ?? []).reduce((sum, [, percent]) => sum + Number(percent), 0);
    expect(bySource?.rows[0]).toEqual(['base game', '73.2105']);
    expect(total).toBeCloseTo(96.6396, 3);
  });

  it('enumerates in well under a few seconds', () => {
    expect(elapsedMs).toBeLessThan(3000);
  });
});

describe('computePar on a definition small enough to check by hand', () => {
  it('weights the base game and Tiger Fortune by their exact probabilities', () => {
    // Every base spin shows nine oranges: 5 lines × 3 = 15 line bets, 3 × the bet. Every Tiger
    // Fortune spin is a full screen of oranges: 15 × 10 = 150 line bets, 30 × the bet.
    const sheet = computePar({
      ...definitionShowing([
        ['orange', 'orange', 'orange'],
        ['orange', 'orange', 'orange'],
        ['orange', 'orange', 'orange'],
      ]),
      feature: {
        ...luckyTiger.feature,
        triggerOneIn: 100,
        symbolWeights: [{ symbol: 'orange', weight: 1 }],
        strips: [['featured'], ['featured'], ['featured']],
      },
    });
    // RTP = 99/100 × 3 + 1/100 × 30 = 3.27.
    expect(sheet.rtp).toEqual({ numerator: 327n, denominator: 100n });
    expect(sheet.hitFrequency).toEqual({ numerator: 1n, denominator: 1n });
    expect(sheet.maxWinTimesBet).toEqual({ numerator: 30n, denominator: 1n });
    expect(sheet.maxWinProbability).toEqual({ numerator: 1n, denominator: 100n });
    // X is 3 or 30: standard deviation 27 × sqrt(0.99 × 0.01).
    expect(sheet.volatilityIndex).toBeCloseTo(27 * Math.sqrt(0.99 * 0.01), 12);
  });
});
