import { assertAmountMinor } from '@sorte/money';

/**
 * Multiplies a list of Brazil's amounts by a market's factor, exactly. The chosen lists of the
 * other markets are Brazil's scaled by the ratio the seed itself uses between the two markets'
 * first-deposit amounts (e.g. PH 10000 / BR 1000 = 10), so they stay in proportion with the
 * seed's own numbers.
 */
export function scaleAmountsMinor(amountsMinor: readonly number[], factor: number): number[] {
  return amountsMinor.map((amountMinor) =>
    assertAmountMinor(amountMinor * factor, 'scaled amount'),
  );
}
