import type { UniformIntSource } from '../../random/uniform-int-source';
import type { SpinOutcome } from '../../slot-game';
import { teenPattiAcceptsBet } from './accepts-bet';
import { cardOf } from './cards';
import type { AnteResult, HandCards, TeenPattiDefinition } from './definition';
import { createDrawnDeal, drawDeal } from './draw';
import type { DrawnDeal } from './draw';
import { evaluate } from './evaluate';
import type { HandComparison, TeenPattiHand } from './evaluate';

/** One played round: the hands, how it settled and what it pays, in integer minor units. */
export interface TeenPattiRound extends SpinOutcome {
  readonly gameId: number;
  readonly player: TeenPattiHand;
  readonly dealer: TeenPattiHand;
  readonly dealerQualifies: boolean;
  readonly comparison: HandComparison;
  /** What happened to the ante. */
  readonly result: AnteResult;
  readonly anteBetMinor: number;
  /** The ante is the whole stake of the round. */
  readonly totalBetMinor: number;
  /** What the ante returns, the ante itself included: 0 (lost), the ante (push) or the win. */
  readonly antePayoutMinor: number;
  readonly bonusPayoutMinor: number;
  /** antePayoutMinor + bonusPayoutMinor. */
  readonly totalWinMinor: number;
}

/**
 * Plays one round: deals from rng (the provably-fair stream in a real round) and evaluates. Pays
 * are whole multiples of the ante, so no rounding ever happens.
 */
export function spin(
  definition: TeenPattiDefinition,
  rng: UniformIntSource,
  betMinor: number,
): TeenPattiRound {
  if (!teenPattiAcceptsBet(betMinor, definition)) {
    throw new RangeError(
      `betMinor must be a positive integer within the bet rule, got ${betMinor}`,
    );
  }
  const drawn = createDrawnDeal();
  drawDeal(rng, drawn);
  const evaluation = evaluate(definition, handAt(drawn, 0), handAt(drawn, 1));
  return {
    gameId: definition.gameId,
    player: evaluation.player,
    dealer: evaluation.dealer,
    dealerQualifies: evaluation.dealerQualifies,
    comparison: evaluation.comparison,
    result: evaluation.anteResult,
    anteBetMinor: betMinor,
    totalBetMinor: betMinor,
    antePayoutMinor: evaluation.antePayoutBets * betMinor,
    bonusPayoutMinor: evaluation.bonusPayoutBets * betMinor,
    totalWinMinor: evaluation.totalWinBets * betMinor,
  };
}

/** The hand dealt cards first, first + 2 and first + 4: the player from 0, the dealer from 1. */
function handAt(drawn: DrawnDeal, first: 0 | 1): HandCards {
  return [
    cardOf(drawn[first] ?? -1),
    cardOf(drawn[first + 2] ?? -1),
    cardOf(drawn[first + 4] ?? -1),
  ];
}
