import { ranks } from './cards';
import type { HandClass, Rank } from './definition';
import { comparedRankIndicesOf, handClassOf } from './rank-hand';

const pluralNames: Readonly<Record<Rank, string>> = {
  '2': '2s',
  '3': '3s',
  '4': '4s',
  '5': '5s',
  '6': '6s',
  '7': '7s',
  '8': '8s',
  '9': '9s',
  '10': '10s',
  J: 'Jacks',
  Q: 'Queens',
  K: 'Kings',
  A: 'Aces',
};

/** The ranks a hand is compared by, most important first (A-2-3 compares as A, 3, 2). */
export function comparedRanksOf(strength: number): readonly [Rank, Rank, Rank] {
  const [first, second, third] = comparedRankIndicesOf(strength);
  return [rankAt(first), rankAt(second), rankAt(third)];
}

/**
 * A short English description of a hand for logs, the PAR sheet and tests ("Pair of 7s, kicker
 * K"); a player's screen builds its own words in their language from the class and compared ranks.
 */
export function describeHand(strength: number): string {
  const handClass: HandClass = handClassOf(strength);
  const [first, second, third] = comparedRanksOf(strength);
  // The lowest-but-one sequence is written the way players name it, not in comparison order.
  const run = first === 'A' && second === '3' ? 'A-2-3' : `${first}-${second}-${third}`;
  switch (handClass) {
    case 'trail':
      return `Trail of ${pluralNames[first]}`;
    case 'pureSequence':
      return `Pure sequence ${run}`;
    case 'sequence':
      return `Sequence ${run}`;
    case 'colour':
      return `Colour ${run}`;
    case 'pair':
      return `Pair of ${pluralNames[first]}, kicker ${third}`;
    case 'highCard':
      return `High card ${run}`;
  }
}

function rankAt(rankIndex: number): Rank {
  const rank = ranks[rankIndex];
  if (rank === undefined) throw new RangeError(`no rank index ${rankIndex}`);
  return rank;
}
