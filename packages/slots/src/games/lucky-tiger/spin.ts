import { assertLineBetMinor, lineWinsInMinor, toSafeMinor } from '../../reels/line-bet-minor';
import type { LineWinMinor } from '../../reels/line-bet-minor';
import type { UniformIntSource } from '../../random/uniform-int-source';
import type { SpinOutcome } from '../../slot-game';
import { compileLuckyTiger } from './compile';
import type { FeaturedSymbol, LuckyTigerDefinition } from './definition';
import { createDrawnSpin, drawSpin } from './draw';
import { evaluate } from './evaluate';
import type { FeatureDraw, LuckyTigerEvaluation, LuckyTigerLineWin, ReelStops } from './evaluate';
import { baseGame } from './win-line-bets';

/** A line win in minor units, its pay before the Tiger Fortune multiplier. */
export type LuckyTigerLineWinMinor = LineWinMinor<LuckyTigerLineWin>;

/** One played spin: what was drawn, what it shows and what it pays, in integer minor units. */
export interface LuckyTigerSpin extends SpinOutcome {
  readonly gameId: number;
  readonly stops: ReelStops;
  readonly featureDraw: FeatureDraw;
  readonly grid: LuckyTigerEvaluation['grid'];
  readonly lineWins: readonly LuckyTigerLineWinMinor[];
  readonly featureTriggered: boolean;
  readonly multiplier: number;
  readonly lineBetMinor: number;
  readonly totalBetMinor: number;
  readonly totalWinMinor: number;
}

/**
 * Plays one spin: draws from rng (the provably-fair stream in a real round) and evaluates. Pays
 * are whole multiples of the line bet, so no rounding ever happens.
 */
export function spin(
  definition: LuckyTigerDefinition,
  rng: UniformIntSource,
  lineBetMinor: number,
): LuckyTigerSpin {
  assertLineBetMinor(lineBetMinor);
  const compiled = compileLuckyTiger(definition);
  const drawn = createDrawnSpin();
  drawSpin(compiled, rng, drawn);
  const [featureIndex = baseGame, stop0 = 0, stop1 = 0, stop2 = 0] = drawn;
  const featureDraw = featureDrawOf(definition, featureIndex);
  const stops: ReelStops = [stop0, stop1, stop2];
  const evaluation = evaluate(definition, stops, featureDraw);

  const totalBetMinor = toSafeMinor(lineBetMinor * definition.lines.length);
  return {
    gameId: definition.gameId,
    stops,
    featureDraw,
    grid: evaluation.grid,
    lineWins: lineWinsInMinor(evaluation.lineWins, lineBetMinor),
    featureTriggered: evaluation.featureTriggered,
    multiplier: evaluation.multiplier,
    lineBetMinor,
    totalBetMinor,
    totalWinMinor: toSafeMinor(evaluation.totalWinLineBets * lineBetMinor),
  };
}

function featureDrawOf(definition: LuckyTigerDefinition, featureIndex: number): FeatureDraw {
  if (featureIndex === baseGame) return null;
  const entry = definition.feature.symbolWeights[featureIndex];
  if (entry === undefined) throw new RangeError(`no feature symbol ${featureIndex}`);
  const symbol: FeaturedSymbol = entry.symbol;
  return { symbol };
}
