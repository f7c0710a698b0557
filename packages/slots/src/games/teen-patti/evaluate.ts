import { cardIndexOf } from './cards';
import { compileTeenPatti } from './compile';
import type { AnteResult, HandCards, HandClass, Rank, TeenPattiDefinition } from './definition';
import { comparedRanksOf, describeHand } from './describe-hand';
import { handClassOf, rankHand } from './rank-hand';
import { settleAnte, settleBonus } from './settle';

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

export interface TeenPattiEvaluation {
  readonly player: TeenPattiHand;
  readonly dealer: TeenPattiHand;
  readonly dealerQualifies: boolean;
  readonly comparison: HandComparison;
  readonly anteResult: AnteResult;
  /** What the ante returns, in ante bets, the ante itself included: 0, 1 or 1 + anteWinPays. */
  readonly antePayoutBets: number;
  /** The ante bonus on the player's hand, in ante bets. */
  readonly bonusPayoutBets: number;
  readonly totalWinBets: number;
}

/** The result of a round whose cards are already dealt; pure and deterministic. */
export function evaluate(
  definition: TeenPattiDefinition,
  playerCards: HandCards,
  dealerCards: HandCards,
): TeenPattiEvaluation {
  const compiled = compileTeenPatti(definition);
  const playerIndices = playerCards.map(cardIndexOf);
  const dealerIndices = dealerCards.map(cardIndexOf);
  const distinctCards = new Set([...playerIndices, ...dealerIndices]);
  if (playerIndices.length !== 3 || dealerIndices.length !== 3 || distinctCards.size !== 6) {
    throw new RangeError('a round deals six different cards from one deck');
  }
  const playerStrength = strengthOf(playerIndices);
  const dealerStrength = strengthOf(dealerIndices);
  const dealerQualifies = dealerStrength >= compiled.qualifyingStrengthMin;
  const comparison: HandComparison =
    playerStrength > dealerStrength
      ? 'higher'
      : playerStrength < dealerStrength
        ? 'lower'
        : 'equal';
  const antePayoutBets = settleAnte(compiled, playerStrength, dealerStrength);
  const bonusPayoutBets = settleBonus(compiled, playerStrength);
  return {
    player: handOf(playerCards, playerStrength),
    dealer: handOf(dealerCards, dealerStrength),
    dealerQualifies,
    comparison,
    anteResult: anteResultOf(definition, dealerQualifies, comparison),
    antePayoutBets,
    bonusPayoutBets,
    totalWinBets: antePayoutBets + bonusPayoutBets,
  };
}

function anteResultOf(
  definition: TeenPattiDefinition,
  dealerQualifies: boolean,
  comparison: HandComparison,
): AnteResult {
  if (!dealerQualifies) return definition.anteWhenDealerDoesNotQualify;
  if (comparison === 'higher') return 'win';
  if (comparison === 'lower') return 'lose';
  return definition.anteOnTie;
}

function strengthOf(cardIndices: readonly number[]): number {
  const [card0 = 0, card1 = 0, card2 = 0] = cardIndices;
  return rankHand(card0, card1, card2);
}

function handOf(cards: HandCards, strength: number): TeenPattiHand {
  return {
    cards,
    handClass: handClassOf(strength),
    comparedRanks: comparedRanksOf(strength),
    description: describeHand(strength),
  };
}
