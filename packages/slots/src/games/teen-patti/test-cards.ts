import { cardIndexOf } from './cards';
import type { Card, HandCards, Rank, Suit } from './definition';
import { rankHand } from './rank-hand';

const suitBySymbol: Readonly<Record<string, Suit>> = {
  s: 'spades',
  h: 'hearts',
  d: 'diamonds',
  c: 'clubs',
};

/** A card from short text: rank then suit letter, "Qh", "10s", "Ac". For tests only. */
export function card(text: string): Card {
  const suit = suitBySymbol[text.slice(-1)];
  if (suit === undefined) throw new RangeError(`no suit in ${text}`);
  return { rank: text.slice(0, -1) as Rank, suit };
}

/** Three cards from "Ah Kh Qh". For tests only. */
export function hand(text: string): HandCards {
  const [first, second, third, ...rest] = text.split(' ').map(card);
  if (!first || !second || !third || rest.length > 0) throw new RangeError(`not 3 cards: ${text}`);
  return [first, second, third];
}

/** The strength of a hand written as "Ah Kh Qh". For tests only. */
export function strengthOf(text: string): number {
  const [first, second, third] = hand(text).map(cardIndexOf);
  return rankHand(first ?? 0, second ?? 0, third ?? 0);
}
