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

/** What happens to a bet that is played: paid at its pays to 1, returned, or lost. */
export type AnteResult = 'win' | 'push' | 'lose';

/**
 * The player's choice after seeing their three cards: fold (the ante is lost, nothing more is
 * staked) or play (a play bet equal to the ante goes down and the hands are compared).
 */
export type TeenPattiDecision = 'play' | 'fold';

/**
 * The dealer plays only with a hand of at least this strength: any hand of a higher class, or a
 * hand of this class whose leading rank (its highest card; a pair's own rank) is at least this.
 * Queen-high or better is { handClass: 'highCard', leadingRankAtLeast: 'Q' }.
 */
export interface DealerQualifyingRule {
  readonly handClass: HandClass;
  readonly leadingRankAtLeast: Rank;
}

/**
 * The rules of a hand the player plays (a folded hand loses the ante and nothing else). The play
 * bet is always equal to the ante.
 */
export interface TeenPattiDefinition extends GameIdentity {
  readonly dealerQualifies: DealerQualifyingRule;
  /** What a winning ante pays, to 1: 1 means the ante comes back doubled. */
  readonly anteWinPays: number;
  /** What a winning play bet pays, to 1. */
  readonly playWinPays: number;
  /** The ante and the play bet when the dealer does not qualify. */
  readonly anteWhenDealerDoesNotQualify: AnteResult;
  readonly playWhenDealerDoesNotQualify: AnteResult;
  /** Against a qualifying dealer, a tie (equal hands: suits never break ties). */
  readonly anteOnTie: AnteResult;
  readonly playOnTie: AnteResult;
  /**
   * The ante bonus, to 1 on the ante, paid on the player's hand whatever the dealer holds, to a
   * player who plays; 0 pays nothing. A folded hand forfeits it.
   */
  readonly anteBonusPays: Readonly<Record<HandClass, number>>;
}
