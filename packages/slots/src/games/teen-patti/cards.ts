import type { Card, Rank, Suit } from './definition';

/** Ranks in order, so a rank's index (0 for 2 … 12 for the ace) is its strength. */
export const ranks: readonly Rank[] = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
  'A',
];

/** The deck's suit order: the draw numbers the cards 2♠ … A♠, 2♥ … A♥, 2♦ … A♦, 2♣ … A♣. */
export const suits: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];

export const deckSize = 52;
export const rankCount = 13;

/** A card's number in the ordered deck: suit index × 13 + rank index. */
export function cardIndexOf(card: Card): number {
  const rankIndex = ranks.indexOf(card.rank);
  const suitIndex = suits.indexOf(card.suit);
  if (rankIndex === -1 || suitIndex === -1) {
    throw new RangeError(`no card ${String(card.rank)} of ${String(card.suit)}`);
  }
  return suitIndex * rankCount + rankIndex;
}

export function cardOf(cardIndex: number): Card {
  const rank = ranks[cardIndex % rankCount];
  const suit = suits[Math.floor(cardIndex / rankCount)];
  if (!Number.isInteger(cardIndex) || rank === undefined || suit === undefined) {
    throw new RangeError(`no card number ${cardIndex}`);
  }
  return { rank, suit };
}

export function rankIndexOf(rank: Rank): number {
  const rankIndex = ranks.indexOf(rank);
  if (rankIndex === -1) throw new RangeError(`no rank ${String(rank)}`);
  return rankIndex;
}
