import type { DealerQualifyingRule } from '@sorte/slots';
import type { HandNames } from './hand-names';

/** The weakest hand the dealer plays with, as words: "Queen-high", "Pair of 4s". */
export function qualifyingHand(rule: DealerQualifyingRule, names: HandNames): string {
  const rank = rule.leadingRankAtLeast;
  return rule.handClass === 'highCard'
    ? names.high(rank)
    : names.describe({ handClass: rule.handClass, comparedRanks: [rank, rank, rank] });
}
