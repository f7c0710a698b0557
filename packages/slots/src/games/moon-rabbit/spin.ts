import { assertLineBetMinor, lineWinsInMinor, toSafeMinor } from '../../reels/line-bet-minor';
import type { LineWinMinor } from '../../reels/line-bet-minor';
import type { UniformIntSource } from '../../random/uniform-int-source';
import type { SpinOutcome } from '../../slot-game';
import { compileMoonRabbit } from './compile';
import type { BetMultiple, MoonRabbitDefinition } from './definition';
import { createDrawnSpin, drawSpin, pearlCountAt, prizesAt } from './draw';
import { evaluate } from './evaluate';
import type { CellPosition, MoonRabbitEvaluation, MoonRabbitLineWin, ReelStops } from './evaluate';

/** A line win in minor units: 3 or 4 of a kind from reel 1, with the cells to highlight. */
export type MoonRabbitLineWinMinor = LineWinMinor<MoonRabbitLineWin>;

/** A visible pearl and its prize, shown on the pearl whether or not the rabbit collects it. */
export interface MoonRabbitPearlMinor extends CellPosition {
  /** Index into definition.cashPrizes. */
  readonly prize: number;
  readonly timesBet: BetMultiple;
  readonly valueMinor: number;
}

export interface MoonRabbitCollectMinor {
  /** True when a rabbit and at least one pearl show: the rabbit takes every pearl's prize. */
  readonly collected: boolean;
  readonly rabbitPositions: readonly CellPosition[];
  readonly winMinor: number;
}

/** One played spin: what was drawn, what it shows and what it pays, in integer minor units. */
export interface MoonRabbitSpin extends SpinOutcome {
  readonly gameId: number;
  readonly stops: ReelStops;
  /** The prize drawn for each visible pearl, in draw order: indices into cashPrizes. */
  readonly prizeDraws: readonly number[];
  readonly grid: MoonRabbitEvaluation['grid'];
  readonly lineWins: readonly MoonRabbitLineWinMinor[];
  /** Every visible pearl, reel 1 to 4 and top to bottom (the draw order). */
  readonly pearls: readonly MoonRabbitPearlMinor[];
  readonly collect: MoonRabbitCollectMinor;
  readonly lineBetMinor: number;
  readonly totalBetMinor: number;
  /** The sum of the line wins. */
  readonly lineWinMinor: number;
  /** lineWinMinor + collect.winMinor. */
  readonly totalWinMinor: number;
}

/**
 * Plays one spin: draws from rng (the provably-fair stream in a real round) and evaluates. Every
 * pay is a whole number of line bets, so amounts are exact integers and nothing is ever rounded;
 * a win beyond Number.MAX_SAFE_INTEGER throws rather than rounds.
 */
export function spin(
  definition: MoonRabbitDefinition,
  rng: UniformIntSource,
  lineBetMinor: number,
): MoonRabbitSpin {
  assertLineBetMinor(lineBetMinor);
  const compiled = compileMoonRabbit(definition);
  const drawn = createDrawnSpin(compiled);
  drawSpin(compiled, rng, drawn);
  const [stop0 = 0, stop1 = 0, stop2 = 0, stop3 = 0] = drawn;
  const stops: ReelStops = [stop0, stop1, stop2, stop3];
  const prizeDraws = Array.from(drawn.subarray(prizesAt, prizesAt + (drawn[pearlCountAt] ?? 0)));
  const evaluation = evaluate(definition, stops, prizeDraws);
  const toMinor = (lineBets: number): number => toSafeMinor(lineBets * lineBetMinor);

  return {
    gameId: definition.gameId,
    stops,
    prizeDraws,
    grid: evaluation.grid,
    lineWins: lineWinsInMinor(evaluation.lineWins, lineBetMinor),
    pearls: evaluation.pearls.map(({ reel, row, prize, timesBet, valueLineBets }) => ({
      reel,
      row,
      prize,
      timesBet,
      valueMinor: toMinor(valueLineBets),
    })),
    collect: {
      collected: evaluation.collect.collected,
      rabbitPositions: evaluation.collect.rabbitPositions,
      winMinor: toMinor(evaluation.collect.winLineBets),
    },
    lineBetMinor,
    totalBetMinor: toMinor(definition.lines.length),
    lineWinMinor: toMinor(evaluation.lineWinLineBets),
    totalWinMinor: toMinor(evaluation.totalWinLineBets),
  };
}
