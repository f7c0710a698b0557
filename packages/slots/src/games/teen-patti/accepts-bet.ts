import { compileTeenPatti } from './compile';
import type { TeenPattiDefinition } from './definition';
import { teenPatti } from './teen-patti';

/**
 * The bet rule: the ante is a positive whole number of minor units. Every pay is a whole multiple
 * of the ante, so any such ante makes every payout an exact integer; the only limit is that the
 * largest possible return stays within exact integer arithmetic.
 */
export function teenPattiAcceptsBet(
  betMinor: number,
  definition: TeenPattiDefinition = teenPatti,
): boolean {
  if (!Number.isSafeInteger(betMinor) || betMinor <= 0) return false;
  return Number.isSafeInteger(betMinor * compileTeenPatti(definition).returnMax);
}
