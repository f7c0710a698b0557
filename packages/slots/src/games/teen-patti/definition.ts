import type { GameIdentity } from '../../slot-game';

/** Card ranks from lowest to highest; the ace is always high except in the sequence A-2-3. */
export type Rank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';

/** Suits never break a tie; their order only numbers the deck for the draw. */
export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** Three cards in the order they were dealt. */
export type HandCards = readonly [Card, Card, Card];

/**
 * The hand classes, weakest first: high card, pair, colour (flush), sequence (straight), pure
 * sequence (straight flush), trail (three of a kind).
 */
export type HandClass = 'highCard' | 'pair' | 'colour' | 'sequence' | 'pureSequence' | 'trail';

/** What happens to the ante: paid at anteWinPays to 1, returned, or lost. */
export type AnteResult = 'win' | 'push' | 'lose';

/**
 * The dealer plays only with a hand of at least this strength: any hand of a higher class, or a
 * hand of this class whose leading rank (its highest card; a pair's own rank) is at least this.
 * Queen-high or better is { handClass: 'highCard', leadingRankAtLeast: 'Q' }.
 */
export interface DealerQualifyingRule {
  readonly handClass: HandClass;
  readonly leadingRankAtLeast: Rank;
}

export interface TeenPattiDefinition extends GameIdentity {
  readonly dealerQualifies: DealerQualifyingRule;
  /** What a winning ante pays, to 1: 1 means the ante comes back doubled. */
  readonly anteWinPays: number;
  readonly anteWhenDealerDoesNotQualify: AnteResult;
  /** Against a qualifying dealer, a tie (equal hands: suits never break ties). */
  readonly anteOnTie: AnteResult;
  /**
   * The ante bonus, to 1 on the ante, paid on the player's hand whatever the dealer holds and
   * whatever happens to the ante; 0 pays nothing.
   */
  readonly anteBonusPays: Readonly<Record<HandClass, number>>;
}
