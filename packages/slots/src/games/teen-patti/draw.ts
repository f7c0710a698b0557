import type { UniformIntSource } from '../../random/uniform-int-source';
import { deckSize } from './cards';

/** Cards dealt per round: three to the player and three to the dealer. */
export const cardsPerDeal = 6;

/** Where drawDeal writes the card numbers in deal order: player, dealer, player, dealer, … */
export type DrawnDeal = Int32Array;

export function createDrawnDeal(): DrawnDeal {
  return new Int32Array(cardsPerDeal);
}

/**
 * Deals one round from a fresh ordered deck (card number = suit × 13 + rank: 2♠ … A♠, 2♥ … A♥,
 * 2♦ … A♦, 2♣ … A♣), always in this order (README.md documents it for players checking a round):
 * for i = 0 … 5, k = nextInt(52 − i) picks the card at position k (from 0) among the cards still in
 * the deck, in deck order; cards 0, 2, 4 go to the player and 1, 3, 5 to the dealer.
 * Writes into target instead of allocating, because simulation calls it millions of times.
 */
export function drawDeal(rng: UniformIntSource, target: DrawnDeal): void {
  for (let dealt = 0; dealt < cardsPerDeal; dealt += 1) {
    target[dealt] = remainingCardAt(target, dealt, rng.nextInt(deckSize - dealt));
  }
}

/**
 * The card at position `position` among those not yet dealt: the position plus the number of dealt
 * cards at or below it. That count can grow as the card moves up, so it repeats until it settles,
 * at most once per dealt card.
 */
function remainingCardAt(dealtCards: DrawnDeal, dealtCount: number, position: number): number {
  let card = position;
  for (;;) {
    let below = 0;
    for (let index = 0; index < dealtCount; index += 1) {
      if ((dealtCards[index] ?? 0) <= card) below += 1;
    }
    if (position + below === card) return card;
    card = position + below;
  }
}
