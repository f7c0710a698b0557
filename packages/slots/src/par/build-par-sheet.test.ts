import { describe, it, expect } from 'vitest';
import { buildParSheet } from './build-par-sheet';

describe('buildParSheet', () => {
  // A toy game with a bet of 2 units: 4 equally likely outcomes paying 0, 0, 1 and 7 units.
  const sheet = buildParSheet({
    gameId: 1,
    title: 'Toy',
    betUnits: 2,
    distribution: {
      weightTotal: 4n,
      weightByWin: new Map([
        [0, 2n],
        [1, 1n],
        [7, 1n],
      ]),
    },
    tables: [],
  });

  it('computes RTP, hit frequency and max win exactly', () => {
    expect(sheet.rtp).toEqual({ numerator: 1n, denominator: 1n });
    expect(sheet.rtpPercent).toBe('100.0000');
    expect(sheet.hitFrequency).toEqual({ numerator: 1n, denominator: 2n });
    expect(sheet.maxWinTimesBet).toEqual({ numerator: 7n, denominator: 2n });
    expect(sheet.maxWinProbability).toEqual({ numerator: 1n, denominator: 4n });
  });

  it('computes the standard deviation of win per unit bet', () => {
    // X = win / 2 is 0, 0, 0.5, 3.5: E[X] = 1, E[X²] = 3.125, Var = 2.125.
    expect(sheet.volatilityIndex).toBeCloseTo(Math.sqrt(2.125), 12);
  });

  it('buckets wins by multiples of the bet, with their share of the RTP', () => {
    const byLabel = Object.fromEntries(
      sheet.winDistribution.map((bucket) => [bucket.label, bucket]),
    );
    expect(sheet.winDistribution.map((bucket) => bucket.label)).toEqual([
      '0',
      '(0,1]',
      '(1,2]',
      '(2,5]',
      '(5,10]',
      '(10,50]',
      '>50',
    ]);
    expect(byLabel['0']?.probability).toEqual({ numerator: 1n, denominator: 2n });
    expect(byLabel['(0,1]']?.probability).toEqual({ numerator: 1n, denominator: 4n });
    expect(byLabel['(2,5]']?.probability).toEqual({ numerator: 1n, denominator: 4n });
    expect(byLabel['(2,5]']?.rtpContribution).toEqual({ numerator: 7n, denominator: 8n });
    expect(byLabel['>50']?.probability).toEqual({ numerator: 0n, denominator: 1n });
  });

  it('refuses weights that do not add up to the total', () => {
    expect(() =>
      buildParSheet({
        gameId: 1,
        title: 'Broken',
        betUnits: 1,
        distribution: { weightTotal: 3n, weightByWin: new Map([[0, 2n]]) },
        tables: [],
      }),
    ).toThrow(/sum to 2/);
  });
});
