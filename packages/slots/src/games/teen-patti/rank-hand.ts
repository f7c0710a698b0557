import { deckSize, rankCount } from './cards';
import type { HandClass } from './definition';

/** Hand classes weakest first; a class's index is its place in the ranking. */
export const handClasses: readonly HandClass[] = [
  'highCard',
  'pair',
  'colour',
  'sequence',
  'pureSequence',
  'trail',
];

const highCard = 0;
const pair = 1;
const colour = 2;
const sequence = 3;
const pureSequence = 4;
const trail = 5;

/** 13³: the strengths of one class fill [class × span, (class + 1) × span). */
export const classStrengthSpan = rankCount * rankCount * rankCount;
export const strengthLimit = handClasses.length * classStrengthSpan;

const aceIndex = rankCount - 1;
const rankOfCard = Uint8Array.from({ length: deckSize }, (_, cardIndex) => cardIndex % rankCount);
const suitOfCard = Uint8Array.from({ length: deckSize }, (_, cardIndex) =>
  Math.floor(cardIndex / rankCount),
);

/**
 * A hand's strength as one integer: a higher number beats a lower one and equal numbers tie.
 * It is class × 13³ + the hand's three compared ranks (0 for 2 … 12 for the ace) read as base-13
 * digits, most important first: for a pair the pair's rank twice then the kicker, for every other
 * class the ranks from highest down. That one rule gives every comparison of the game: pairs by
 * pair then kicker; high cards and colours card by card from the top; A-K-Q the best sequence and
 * A-2-3 (compared as A, 3, 2) the second best, above K-Q-J; suits never count.
 *
 * Takes card numbers (suit × 13 + rank) and allocates nothing: enumeration and simulation call it
 * millions of times.
 */
export function rankHand(card0: number, card1: number, card2: number): number {
  let high = rankOfCard[card0] ?? 0;
  let middle = rankOfCard[card1] ?? 0;
  let low = rankOfCard[card2] ?? 0;
  // Three compare-and-swaps sort the ranks from highest down, without allocating.
  let swap = 0;
  if (middle > high) {
    swap = high;
    high = middle;
    middle = swap;
  }
  if (low > middle) {
    swap = middle;
    middle = low;
    low = swap;
  }
  if (middle > high) {
    swap = high;
    high = middle;
    middle = swap;
  }

  if (high === low) return trail * classStrengthSpan + digits(high, high, high);
  if (high === middle) return pair * classStrengthSpan + digits(high, high, low);
  if (middle === low) return pair * classStrengthSpan + digits(middle, middle, high);

  const suit = suitOfCard[card0];
  const isColour = suit === suitOfCard[card1] && suit === suitOfCard[card2];
  const isSequence =
    (high - middle === 1 && middle - low === 1) || (high === aceIndex && middle === 1 && low === 0);
  const handClass = isSequence
    ? isColour
      ? pureSequence
      : sequence
    : isColour
      ? colour
      : highCard;
  return handClass * classStrengthSpan + digits(high, middle, low);
}

function digits(first: number, second: number, third: number): number {
  return (first * rankCount + second) * rankCount + third;
}

export function handClassIndexOf(strength: number): number {
  return Math.floor(strength / classStrengthSpan);
}

export function handClassOf(strength: number): HandClass {
  const handClass = handClasses[handClassIndexOf(strength)];
  if (handClass === undefined) throw new RangeError(`no hand has strength ${strength}`);
  return handClass;
}

/** The three compared ranks of a strength, most important first, as rank indices. */
export function comparedRankIndicesOf(strength: number): readonly [number, number, number] {
  const withinClass = strength % classStrengthSpan;
  return [
    Math.floor(withinClass / (rankCount * rankCount)),
    Math.floor(withinClass / rankCount) % rankCount,
    withinClass % rankCount,
  ];
}

/** The smallest strength of a hand of this class whose leading (first compared) rank is this. */
export function strengthFloorOf(handClassIndex: number, leadingRankIndex: number): number {
  return handClassIndex * classStrengthSpan + leadingRankIndex * rankCount * rankCount;
}
