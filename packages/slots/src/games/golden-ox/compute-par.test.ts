import { describe, it, expect } from 'vitest';
import { expectConsistentParSheet } from '../../test-support/expect-consistent-par-sheet';
import { fraction } from '../../par/fraction';
import { computePar } from './compute-par';
import type { GoldenOxDefinition } from './definition';
import { goldenOx } from './golden-ox';

describe('computePar(goldenOx)', () => {
  const startedMs = performance.now();
  const sheet = computePar(goldenOx);
  const elapsedMs = performance.now() - startedMs;

  // Pinned: a change to a strip, a pay or Ox Charge changes these and must be re-approved.
  it('has the exact enumerated RTP', () => {
    // 32³ base combinations × 51 trigger draws × (32 × 32)⁵ respin screens.
    expect(sheet.outcomeWeightTotal).toBe(32n ** 3n * 51n * 1024n ** 5n);
    expect(sheet.rtp).toEqual({
      numerator: 8_711_679_331_922_275n,
      denominator: 9_007_199_254_740_992n,
    });
    expect(sheet.rtpPercent).toBe('96.7190');
  });

  it('is consistent: RTP in the 96–97 % band, probabilities summing to 1, shares to the RTP', () => {
    expectConsistentParSheet(sheet);
  });

  it('has the pinned hit frequency, max win and volatility', () => {
    expect(sheet.hitFrequency).toEqual({
      numerator: 163_183_623_722_073_229n,
      denominator: 459_367_161_991_790_592n,
    });
    expect(sheet.hitFrequencyPercent).toBe('35.5235');
    // A 5th-respin Ox Charge (× 20) on the best respin screen: 1,024 line bets × 20 ÷ 10 lines.
    expect(sheet.maxWinTimesBet).toEqual({ numerator: 2048n, denominator: 1n });
    expect(sheet.maxWinProbability).toEqual({
      numerator: 337_992_452_267n,
      denominator: 1_837_468_647_967_162_368n,
    });
    expect(sheet.volatilityIndex).toBeCloseTo(4.7126, 4);
  });

  it('has the pinned win distribution', () => {
    expect(sheet.winDistribution.map((bucket) => bucket.probabilityPercent)).toEqual([
      '64.4764',
      '14.0622',
      '11.2741',
      '6.7339',
      '2.4460',
      '0.9162',
      '0.0909',
    ]);
  });

  it('lists the RTP by source, adding up to the total', () => {
    const bySource = sheet.tables.find((table) => table.title.startsWith('RTP by source'));
    const total = (bySource?.rows ?? []).reduce((sum, [, percent]) => sum + Number(percent), 0);
    expect(bySource?.rows.map(([, percent]) => percent)).toEqual([
      '72.9217',
      '10.9170',
      '5.6930',
      '3.2987',
      '2.2936',
      '1.5947',
    ]);
    expect(total).toBeCloseTo(96.719, 3);
  });

  it('enumerates in well under a few seconds', () => {
    expect(elapsedMs).toBeLessThan(3000);
  });
});

describe('computePar on definitions small enough to check by hand', () => {
  // Strips of one symbol show the same column at every stop. The middle reel holds neither
  // coins nor the ox, so with coins all down reel 1 the base game never wins.
  const withOuterReels = (reel3: 'coins' | 'peach'): GoldenOxDefinition => ({
    ...goldenOx,
    strips: [
      ['coins', 'coins', 'coins'],
      ['jade', 'peach', 'lotus', 'knot'],
      [reel3, reel3, reel3],
    ],
  });

  it('pays nothing when even the locked middle cannot join the outer reels', () => {
    const sheet = computePar(withOuterReels('peach'));
    expect(sheet.rtp).toEqual({ numerator: 0n, denominator: 1n });
    expect(sheet.hitFrequency).toEqual({ numerator: 0n, denominator: 1n });
  });

  it('pays a charge on its first respin when every respin screen wins', () => {
    // Locked, coins–ox–coins pays all 10 lines: 200 line bets × 2 on the first respin = 40 bets.
    const sheet = computePar(withOuterReels('coins'));
    const triggerOneIn = BigInt(goldenOx.charge.triggerOneIn);
    expect(sheet.rtp).toEqual(fraction(40n, triggerOneIn));
    expect(sheet.hitFrequency).toEqual(fraction(1n, triggerOneIn));
    expect(sheet.maxWinTimesBet).toEqual({ numerator: 40n, denominator: 1n });
  });

  it('weighs each respin by the chance that every respin before it lost', () => {
    // Reel 1 is all coins and the middle reel has none (and no ox), so the base game never wins.
    // Reel 3 shows coins in 3 of its 6 windows: a respin wins with probability 1/2, paying
    // 4 lines (coins on row 0 or 2: 80 line bets) or 2 lines (row 1: 40 line bets).
    const definition: GoldenOxDefinition = {
      ...goldenOx,
      strips: [
        ['coins', 'coins', 'coins'],
        ['jade', 'peach', 'lotus', 'knot'],
        ['coins', 'lotus', 'jade', 'peach', 'lotus', 'jade'],
      ],
    };
    const sheet = computePar(definition);
    // Per charge: Σₖ (1/2)^(k−1) × m_k × (80 + 80 + 40)/6 = 100/3 × (2 + 3/2 + 5/4 + 10/8 + 20/16)
    // = 725/3 line bets; per spin 1/T of that, over a total bet of 10 line bets.
    const triggerOneIn = BigInt(goldenOx.charge.triggerOneIn);
    expect(sheet.rtp).toEqual(fraction(725n, 3n * 10n * triggerOneIn));
    // A charge misses only when all five respins lose: (1/2)^5.
    expect(sheet.hitFrequency).toEqual(fraction(31n, 32n * triggerOneIn));
    // 80 line bets × 20 on the fifth respin, ÷ 10 lines.
    expect(sheet.maxWinTimesBet).toEqual({ numerator: 160n, denominator: 1n });
  });
});
