import { compileLuckyTiger } from './compile';
import type { CompiledLuckyTiger } from './compile';
import type {
  FeaturedSymbol,
  LinePayingSymbol,
  LuckyTigerDefinition,
  LuckyTigerSymbol,
} from './definition';
import { baseGame, isFullFeatureScreen, winLineBets } from './win-line-bets';
import { lineTableIndex } from '../../reels/compile-three-of-a-kind-pays';

/** Where each reel stopped: an index into its strip (the feature strip in Tiger Fortune). */
export type ReelStops = readonly [number, number, number];

/** The featured symbol, or null when Tiger Fortune did not trigger. */
export type FeatureDraw = { readonly symbol: FeaturedSymbol } | null;

export interface LuckyTigerLineWin {
  /** Index into definition.lines. */
  readonly line: number;
  readonly symbol: LinePayingSymbol;
  readonly count: number;
  /** The line's pay before the Tiger Fortune multiplier, in line bets. */
  readonly payLineBets: number;
}

export interface LuckyTigerEvaluation {
  /** grid[row][reel], row 0 at the top. */
  readonly grid: readonly (readonly LuckyTigerSymbol[])[];
  readonly lineWins: readonly LuckyTigerLineWin[];
  readonly featureTriggered: boolean;
  /** 1, or feature.fullScreenMultiplier on a full Tiger Fortune screen; applies to the total. */
  readonly multiplier: number;
  /** The sum of the line pays times the multiplier, in line bets. */
  readonly totalWinLineBets: number;
}

const reelIndices = [0, 1, 2] as const;

/** The result of a spin whose random draws are already known; pure and deterministic. */
export function evaluate(
  definition: LuckyTigerDefinition,
  stops: ReelStops,
  featureDraw: FeatureDraw,
): LuckyTigerEvaluation {
  const compiled = compileLuckyTiger(definition);
  const featureIndex = featureIndexOf(compiled, featureDraw);
  const isFeature = featureIndex !== baseGame;
  const lengths = isFeature ? compiled.featureStripLengths : compiled.stripLengths;
  for (const reel of reelIndices) {
    if (!Number.isInteger(stops[reel]) || stops[reel] < 0 || stops[reel] >= lengths[reel]) {
      throw new RangeError(`stop ${stops[reel]} is outside reel ${reel + 1}`);
    }
  }
  const windows = isFeature ? compiled.featureWindows[featureIndex] : compiled.baseWindows;
  if (windows === undefined) throw new RangeError(`no feature symbol ${featureIndex}`);
  const cellAt = (reel: 0 | 1 | 2, row: number): number =>
    windows[reel][stops[reel] * compiled.rows + row] ?? 0;

  const grid = Array.from({ length: compiled.rows }, (_, row) =>
    reelIndices.map((reel) => symbolIdOf(compiled, cellAt(reel, row))),
  );
  const symbolCount = compiled.symbolIds.length;
  const lineWins: LuckyTigerLineWin[] = [];
  definition.lines.forEach(([row0, row1, row2], line) => {
    const table = lineTableIndex(symbolCount, cellAt(0, row0), cellAt(1, row1), cellAt(2, row2));
    const winner = compiled.lineWinSymbol[table] ?? -1;
    if (winner === -1) return;
    lineWins.push({
      line,
      // The pay table only ever names the wild or a paying symbol as a line's winner.
      symbol: symbolIdOf(compiled, winner) as LinePayingSymbol,
      count: 3,
      payLineBets: compiled.linePay[table] ?? 0,
    });
  });

  const [stop0, stop1, stop2] = stops;
  const fullScreen = isFeature && isFullFeatureScreen(compiled, stop0, stop1, stop2);
  return {
    grid,
    lineWins,
    featureTriggered: isFeature,
    multiplier: fullScreen ? compiled.fullScreenMultiplier : 1,
    totalWinLineBets: winLineBets(compiled, featureIndex, stop0, stop1, stop2),
  };
}

/** The index into feature.symbolWeights of the drawn symbol, or baseGame. */
export function featureIndexOf(compiled: CompiledLuckyTiger, featureDraw: FeatureDraw): number {
  if (featureDraw === null) return baseGame;
  const symbolIndex = compiled.symbolIndexById.get(featureDraw.symbol);
  const featureIndex = compiled.featureSymbolIndices.findIndex((index) => index === symbolIndex);
  if (featureIndex === -1) throw new RangeError(`${featureDraw.symbol} is never featured`);
  return featureIndex;
}

export function symbolIdOf(compiled: CompiledLuckyTiger, symbolIndex: number): LuckyTigerSymbol {
  const id = compiled.symbolIds[symbolIndex];
  if (id === undefined) throw new RangeError(`no symbol ${symbolIndex}`);
  return id;
}
