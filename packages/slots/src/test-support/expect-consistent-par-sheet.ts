import { expect } from 'vitest';
import { fraction } from '../par/fraction';
import type { Fraction } from '../par/fraction';
import type { ParSheet } from '../par/par-sheet';

function sum(values: readonly Fraction[]): Fraction {
  return values.reduce(
    (total, value) =>
      fraction(
        total.numerator * value.denominator + value.numerator * total.denominator,
        total.denominator * value.denominator,
      ),
    fraction(0n, 1n),
  );
}

/**
 * What every game's PAR sheet must satisfy, checked exactly: the RTP lies in the 96–97 % target
 * band, the win distribution's probabilities sum to 1 and its RTP shares sum to the RTP. Tests
 * only: it asserts with Vitest.
 */
export function expectConsistentParSheet(sheet: ParSheet): void {
  const { numerator, denominator } = sheet.rtp;
  expect(numerator * 100n >= 96n * denominator, `RTP ${sheet.rtpPercent}% ≥ 96%`).toBe(true);
  expect(numerator * 100n <= 97n * denominator, `RTP ${sheet.rtpPercent}% ≤ 97%`).toBe(true);
  expect(sum(sheet.winDistribution.map((bucket) => bucket.probability))).toEqual(fraction(1n, 1n));
  expect(sum(sheet.winDistribution.map((bucket) => bucket.rtpContribution))).toEqual(sheet.rtp);
}
