import type { UniformIntSource } from '../../random/uniform-int-source';
import type { SpinOutcome } from '../../slot-game';
import { teenPattiAcceptsBet } from './accepts-bet';
import { cardIndexOf, cardOf } from './cards';
import type { AnteResult, HandCards, TeenPattiDecision, TeenPattiDefinition } from './definition';
import { createDrawnDeal, drawDeal } from './draw';
import type { DrawnDeal } from './draw';
import { evaluate, handOf } from './evaluate';
import type { HandComparison, TeenPattiHand, TeenPattiResult } from './evaluate';
import { rankHand } from './rank-hand';
import { optimalDecisionFor } from './strategy';

/**
 * A dealt round before the decision: both hands are fixed by the draw, but only the player's may
 * be shown until the player folds or plays.
 */
export interface TeenPattiDeal {
  readonly gameId: number;
  readonly player: TeenPattiHand;
  readonly dealer: TeenPattiHand;
  readonly anteBetMinor: number;
}

/** What the player sees of a dealt round while deciding: their own hand and what playing costs. */
export interface TeenPattiDealt extends SpinOutcome {
  readonly gameId: number;
  /** Not decided yet. */
  readonly decision: null;
  readonly player: TeenPattiHand;
  readonly anteBetMinor: number;
  /** The play bet the player adds by playing: always the ante. */
  readonly playBetMinor: number;
  /** The ante, the only stake so far. */
  readonly totalBetMinor: number;
  /** Nothing is returned before the decision. */
  readonly totalWinMinor: number;
}

/** One decided round: both hands, the decision, how each bet settled and what it pays. */
export interface TeenPattiRound extends SpinOutcome {
  readonly gameId: number;
  readonly decision: TeenPattiDecision;
  readonly player: TeenPattiHand;
  readonly dealer: TeenPattiHand;
  readonly dealerQualifies: boolean;
  readonly comparison: HandComparison;
  readonly result: TeenPattiResult;
  readonly anteResult: AnteResult;
  /** null when the hand was folded. */
  readonly playResult: AnteResult | null;
  readonly anteBetMinor: number;
  /** The ante when played, 0 when folded. */
  readonly playBetMinor: number;
  /** anteBetMinor + playBetMinor. */
  readonly totalBetMinor: number;
  /** What each bet returns, its stake included: 0 (lost), the stake (push) or the win. */
  readonly antePayoutMinor: number;
  readonly playPayoutMinor: number;
  readonly bonusPayoutMinor: number;
  /** antePayoutMinor + playPayoutMinor + bonusPayoutMinor. */
  readonly totalWinMinor: number;
}

/** Deals one round from rng (the provably-fair stream in a real round): six cards, in one go. */
export function deal(
  definition: TeenPattiDefinition,
  rng: UniformIntSource,
  anteMinor: number,
): TeenPattiDeal {
  if (!teenPattiAcceptsBet(anteMinor, definition)) {
    throw new RangeError(
      `anteMinor must be a positive integer within the bet rule, got ${anteMinor}`,
    );
  }
  const drawn = createDrawnDeal();
  drawDeal(rng, drawn);
  const player = handAt(drawn, 0);
  const dealer = handAt(drawn, 1);
  return {
    gameId: definition.gameId,
    player: handOf(player, strengthOfHand(player)),
    dealer: handOf(dealer, strengthOfHand(dealer)),
    anteBetMinor: anteMinor,
  };
}

/** The part of a deal the player may see before deciding. */
export function dealtView(dealt: TeenPattiDeal): TeenPattiDealt {
  return {
    gameId: dealt.gameId,
    decision: null,
    player: dealt.player,
    anteBetMinor: dealt.anteBetMinor,
    playBetMinor: dealt.anteBetMinor,
    totalBetMinor: dealt.anteBetMinor,
    totalWinMinor: 0,
  };
}

/** The round once decided, in integer minor units: pays are whole antes, nothing is rounded. */
export function settleDeal(
  definition: TeenPattiDefinition,
  dealt: TeenPattiDeal,
  decision: TeenPattiDecision,
): TeenPattiRound {
  const evaluation = evaluate(definition, dealt.player.cards, dealt.dealer.cards, decision);
  const ante = dealt.anteBetMinor;
  return {
    gameId: dealt.gameId,
    decision,
    player: evaluation.player,
    dealer: evaluation.dealer,
    dealerQualifies: evaluation.dealerQualifies,
    comparison: evaluation.comparison,
    result: evaluation.result,
    anteResult: evaluation.anteResult,
    playResult: evaluation.playResult,
    anteBetMinor: ante,
    playBetMinor: (evaluation.totalBetBets - 1) * ante,
    totalBetMinor: evaluation.totalBetBets * ante,
    antePayoutMinor: evaluation.antePayoutBets * ante,
    playPayoutMinor: evaluation.playPayoutBets * ante,
    bonusPayoutMinor: evaluation.bonusPayoutBets * ante,
    totalWinMinor: evaluation.totalWinBets * ante,
  };
}

/**
 * One whole round: the deal, then the decision given, or the published best one (optimalStrategy)
 * when none is. The SlotGame contract's spin, and what the provider plays for a player who does
 * not decide in time.
 */
export function spin(
  definition: TeenPattiDefinition,
  rng: UniformIntSource,
  anteMinor: number,
  decision?: TeenPattiDecision,
): TeenPattiRound {
  const dealt = deal(definition, rng, anteMinor);
  return settleDeal(definition, dealt, decision ?? bestDecision(definition, dealt.player.cards));
}

/** The published best decision for the player's three cards. */
export function bestDecision(
  definition: TeenPattiDefinition,
  playerCards: HandCards,
): TeenPattiDecision {
  return optimalDecisionFor(definition, strengthOfHand(playerCards));
}

function strengthOfHand(cards: HandCards): number {
  const [first, second, third] = cards.map(cardIndexOf);
  return rankHand(first ?? 0, second ?? 0, third ?? 0);
}

/** The hand dealt cards first, first + 2 and first + 4: the player from 0, the dealer from 1. */
function handAt(drawn: DrawnDeal, first: 0 | 1): HandCards {
  return [
    cardOf(drawn[first] ?? -1),
    cardOf(drawn[first + 2] ?? -1),
    cardOf(drawn[first + 4] ?? -1),
  ];
}
