import { assertInteger } from '../../reels/assert-integer';
import type { MoonRabbitDefinition } from './definition';

export interface CompiledPrizes {
  /** prizeLineBets[prize]: the cash prize in line bets, in cashPrizes order. */
  readonly prizeLineBets: Uint32Array;
  /** Cumulative prize weights in cashPrizes order; the last one is the total. */
  readonly prizeCumulativeWeights: Uint32Array;
  readonly prizeWeightTotal: number;
}

// A prize of a million line bets times nine pearls stays far below 2^53 line bets.
const prizeLineBetsMax = 1_000_000;

/**
 * The prize table in line bets. A prize of n/d × the total bet is n × lines / d line bets; one
 * that is not a whole number is refused, because no line bet could then pay it without rounding.
 */
export function compilePrizes(definition: MoonRabbitDefinition): CompiledPrizes {
  const { cashPrizes, lines } = definition;
  if (cashPrizes.length === 0) throw new RangeError('Moon Rabbit needs at least one cash prize');
  const prizeLineBets = new Uint32Array(cashPrizes.length);
  const prizeCumulativeWeights = new Uint32Array(cashPrizes.length);
  let weightTotal = 0;
  cashPrizes.forEach(({ timesBet, weight }, prize) => {
    const { numerator, denominator } = timesBet;
    assertInteger(numerator, `cash prize ${prize} numerator`, 1, prizeLineBetsMax);
    assertInteger(denominator, `cash prize ${prize} denominator`, 1, prizeLineBetsMax);
    const scaled = numerator * lines.length;
    if (scaled % denominator !== 0) {
      throw new RangeError(
        `cash prize ${numerator}/${denominator} × bet is not a whole number of line bets`,
      );
    }
    const lineBets = scaled / denominator;
    assertInteger(lineBets, `cash prize ${prize} in line bets`, 1, prizeLineBetsMax);
    assertInteger(weight, `cash prize ${prize} weight`, 1, 2 ** 32);
    weightTotal += weight;
    prizeLineBets[prize] = lineBets;
    prizeCumulativeWeights[prize] = weightTotal;
  });
  // nextInt takes a bound up to 2^32, and the cumulative weights sit in a Uint32Array.
  assertInteger(weightTotal, 'cash prize weight total', 1, 2 ** 32 - 1);
  return { prizeLineBets, prizeCumulativeWeights, prizeWeightTotal: weightTotal };
}
