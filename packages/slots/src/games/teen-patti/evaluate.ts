import { cardIndexOf } from './cards';
import { compileTeenPatti, dealerDoesNotQualify, handsEqual, playerHigher } from './compile';
import type {
  AnteResult,
  HandCards,
  HandClass,
  Rank,
  TeenPattiDecision,
  TeenPattiDefinition,
} from './definition';
import { comparedRanksOf, describeHand } from './describe-hand';
import { handClassOf, rankHand } from './rank-hand';
import { settleBonus, settlementCaseOf } from './settle';

export interface TeenPattiHand {
  /** In the order dealt. */
  readonly cards: HandCards;
  readonly handClass: HandClass;
  /** The ranks the hand is compared by, most important first (a pair: pair, pair, kicker). */
  readonly comparedRanks: readonly [Rank, Rank, Rank];
  /** English, e.g. "Pair of 7s, kicker K"; a player's screen words it from the two fields above. */
  readonly description: string;
}

/** The player's hand against the dealer's: higher, lower or equal (suits never break ties). */
export type HandComparison = 'higher' | 'lower' | 'equal';

/**
 * How the round ended, as a player tells it: folded; played against a dealer who did not
 * qualify; or played and won, tied or lost against a qualifying dealer.
 */
export type TeenPattiResult = 'folded' | 'dealerDoesNotQualify' | 'won' | 'tied' | 'lost';

export interface TeenPattiEvaluation {
  readonly player: TeenPattiHand;
  readonly dealer: TeenPattiHand;
  readonly dealerQualifies: boolean;
  readonly comparison: HandComparison;
  readonly decision: TeenPattiDecision;
  readonly result: TeenPattiResult;
  /** What happened to the ante: a folded ante is lost. */
  readonly anteResult: AnteResult;
  /** What happened to the play bet; null when the hand was folded (no play bet). */
  readonly playResult: AnteResult | null;
  /** The round's stake in antes: 1 folded, 2 played. */
  readonly totalBetBets: number;
  /** What the ante returns, in antes, the ante itself included. */
  readonly antePayoutBets: number;
  /** What the play bet returns, in antes, the play bet itself included. */
  readonly playPayoutBets: number;
  /** The ante bonus on the player's hand, in antes; a folded hand forfeits it. */
  readonly bonusPayoutBets: number;
  readonly totalWinBets: number;
}

/** The result of a round whose cards are dealt and whose decision is made; pure. */
export function evaluate(
  definition: TeenPattiDefinition,
  playerCards: HandCards,
  dealerCards: HandCards,
  decision: TeenPattiDecision,
): TeenPattiEvaluation {
  const compiled = compileTeenPatti(definition);
  const playerIndices = playerCards.map(cardIndexOf);
  const dealerIndices = dealerCards.map(cardIndexOf);
  const distinctCards = new Set([...playerIndices, ...dealerIndices]);
  if (playerIndices.length !== 3 || dealerIndices.length !== 3 || distinctCards.size !== 6) {
    throw new RangeError('a round deals six different cards from one deck');
  }
  if (decision !== 'play' && decision !== 'fold') {
    throw new RangeError(`a decision is play or fold, got ${String(decision)}`);
  }
  const playerStrength = strengthOf(playerIndices);
  const dealerStrength = strengthOf(dealerIndices);
  const comparison: HandComparison =
    playerStrength > dealerStrength
      ? 'higher'
      : playerStrength < dealerStrength
        ? 'lower'
        : 'equal';
  const hands = {
    player: handOf(playerCards, playerStrength),
    dealer: handOf(dealerCards, dealerStrength),
    dealerQualifies: dealerStrength >= compiled.qualifyingStrengthMin,
    comparison,
    decision,
  };
  if (decision === 'fold') {
    return {
      ...hands,
      result: 'folded',
      anteResult: 'lose',
      playResult: null,
      totalBetBets: 1,
      antePayoutBets: 0,
      playPayoutBets: 0,
      bonusPayoutBets: 0,
      totalWinBets: 0,
    };
  }
  const settlementCase = settlementCaseOf(compiled, playerStrength, dealerStrength);
  const antePayoutBets = compiled.anteReturnByCase[settlementCase] ?? 0;
  const playPayoutBets = compiled.playReturnByCase[settlementCase] ?? 0;
  const bonusPayoutBets = settleBonus(compiled, playerStrength);
  return {
    ...hands,
    result:
      settlementCase === dealerDoesNotQualify
        ? 'dealerDoesNotQualify'
        : settlementCase === playerHigher
          ? 'won'
          : settlementCase === handsEqual
            ? 'tied'
            : 'lost',
    anteResult: resultOf(antePayoutBets),
    playResult: resultOf(playPayoutBets),
    totalBetBets: 2,
    antePayoutBets,
    playPayoutBets,
    bonusPayoutBets,
    totalWinBets: antePayoutBets + playPayoutBets + bonusPayoutBets,
  };
}

/** A bet's return in its own units (the stake included) read back as win, push or lose. */
function resultOf(returned: number): AnteResult {
  return returned > 1 ? 'win' : returned === 1 ? 'push' : 'lose';
}

function strengthOf(cardIndices: readonly number[]): number {
  const [card0 = 0, card1 = 0, card2 = 0] = cardIndices;
  return rankHand(card0, card1, card2);
}

export function handOf(cards: HandCards, strength: number): TeenPattiHand {
  return {
    cards,
    handClass: handClassOf(strength),
    comparedRanks: comparedRanksOf(strength),
    description: describeHand(strength),
  };
}
