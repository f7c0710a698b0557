import type { MoonRabbitDefinition } from './definition';

/**
 * Whether a total bet can be played: a positive whole number of minor units that splits evenly
 * over the lines (a multiple of 10 for Moon Rabbit). Every line pay and every cash prize is a
 * whole number of line bets (compile refuses a prize that is not, so 0.5× a bet of 10 lines is 5
 * line bets), so a bet this accepts makes every win an exact integer and nothing is ever rounded.
 */
export function acceptsBet(definition: MoonRabbitDefinition, totalBetMinor: number): boolean {
  return (
    Number.isSafeInteger(totalBetMinor) &&
    totalBetMinor > 0 &&
    totalBetMinor % definition.lines.length === 0
  );
}
