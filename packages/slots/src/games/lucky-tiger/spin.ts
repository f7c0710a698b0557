import type { UniformIntSource } from '../../random/uniform-int-source';
import type { SpinOutcome } from '../../slot-game';
import { compileLuckyTiger } from './compile';
import type { FeaturedSymbol, LinePayingSymbol, LuckyTigerDefinition } from './definition';
import { createDrawnSpin, drawSpin } from './draw';
import { evaluate } from './evaluate';
import type { FeatureDraw, LuckyTigerEvaluation, ReelStops } from './evaluate';
import { baseGame } from './win-line-bets';

export interface LuckyTigerLineWinMinor {
  /** Index into definition.lines. */
  readonly line: number;
  readonly symbol: LinePayingSymbol;
  readonly count: number;
  /** The line's pay before the Tiger Fortune multiplier, in minor units. */
  readonly payMinor: number;
}

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
  if (!Number.isSafeInteger(lineBetMinor) || lineBetMinor <= 0) {
    throw new RangeError(`lineBetMinor must be a positive integer, got ${lineBetMinor}`);
  }
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
    lineWins: evaluation.lineWins.map(({ line, symbol, count, payLineBets }) => ({
      line,
      symbol,
      count,
      payMinor: toSafeMinor(payLineBets * lineBetMinor),
    })),
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

function toSafeMinor(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`${amountMinor} minor units is beyond exact integer arithmetic`);
  }
  return amountMinor;
}
