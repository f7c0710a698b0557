import type {
  FeatureCell,
  LinePayingSymbol,
  LuckyTigerDefinition,
  LuckyTigerSymbol,
} from './definition';
import { oncePerDefinition } from '../once-per-definition';
import { assertInteger } from '../../reels/assert-integer';
import { compileLineRows } from '../../reels/compile-line-rows';
import { compileThreeOfAKindPays } from '../../reels/compile-three-of-a-kind-pays';
import { indexSymbols } from '../../reels/index-symbols';
import { mapReels } from '../../reels/map-reels';
import { windowsOf } from '../../reels/windows-of';

type ReelWindows = readonly [Uint8Array, Uint8Array, Uint8Array];

/**
 * A definition turned into flat lookup tables, so evaluating a spin is a handful of array reads
 * with no allocation: the hot loop of enumeration and simulation runs millions of times.
 */
export interface CompiledLuckyTiger {
  /** Symbol index → id; every table below speaks in these indices. */
  readonly symbolIds: readonly LuckyTigerSymbol[];
  readonly symbolIndexById: ReadonlyMap<LuckyTigerSymbol, number>;
  readonly rows: number;
  readonly stripLengths: readonly [number, number, number];
  /** windows[reel][stop * rows + row]: the symbol index shown at that row when the reel stops. */
  readonly baseWindows: ReelWindows;
  readonly featureStripLengths: readonly [number, number, number];
  /** One set of windows per entry of feature.symbolWeights, the featured symbol filled in. */
  readonly featureWindows: readonly ReelWindows[];
  /** fullFeatureWindow[reel][stop] is 1 when all rows show the featured symbol or wild. */
  readonly fullFeatureWindow: ReelWindows;
  readonly triggerOneIn: number;
  readonly fullScreenMultiplier: number;
  readonly featureSymbolIndices: readonly number[];
  /** Cumulative feature weights, in symbolWeights order; the last one is the total. */
  readonly featureCumulativeWeights: readonly number[];
  readonly lineCount: number;
  /** lineRows[line * 3 + reel]: the row the line crosses on that reel. */
  readonly lineRows: Uint8Array;
  /** linePay[a * K² + b * K + c]: what symbols a, b, c on a line pay, in line bets. */
  readonly linePay: Uint32Array;
  /** lineWinSymbol[same index]: the symbol index the line pays for, or -1 for no win. */
  readonly lineWinSymbol: Int8Array;
}

// Pays sit in a Uint32Array; with 5 lines and the multiplier a win stays far below 2^53.
const payMax = 1_000_000;
/** Compiles once per definition object; definitions are immutable data. */
export const compileLuckyTiger: (definition: LuckyTigerDefinition) => CompiledLuckyTiger =
  oncePerDefinition(compile);

function compile(definition: LuckyTigerDefinition): CompiledLuckyTiger {
  const { rows, symbols, paytable, feature } = definition;
  if (definition.reels !== 3 || rows !== 3) throw new RangeError('Lucky Tiger is 3 reels × 3 rows');
  // Symbol indices live in Uint8Array windows and the Int8Array lineWinSymbol.
  const { symbolIds, symbolIndexById, indexOf, onlyOf } = indexSymbols(symbols, 'Lucky Tiger', 127);
  const wildIndex = onlyOf('wild');
  const blankIndex = onlyOf('blank');
  // The blank pays nothing, so it has no place in the paytable.
  const payOf = (id: LuckyTigerSymbol): number => paytable[id as LinePayingSymbol];
  for (const { id, role } of symbols) {
    if (role !== 'blank') assertInteger(payOf(id), `pay of ${id}`, 1, payMax);
  }
  const baseWindows = mapReels(definition.strips, (strip) => windowsOf(strip.map(indexOf), rows));
  const { featureCumulativeWeights, featureSymbolIndices, featureWindows, fullFeatureWindow } =
    compileFeature(definition, indexOf, wildIndex, blankIndex);

  return {
    symbolIds,
    symbolIndexById,
    rows,
    stripLengths: mapReels(definition.strips, (strip) => strip.length),
    baseWindows,
    featureStripLengths: mapReels(feature.strips, (strip) => strip.length),
    featureWindows,
    fullFeatureWindow,
    triggerOneIn: feature.triggerOneIn,
    fullScreenMultiplier: feature.fullScreenMultiplier,
    featureSymbolIndices,
    featureCumulativeWeights,
    lineCount: definition.lines.length,
    lineRows: compileLineRows(definition.lines, [rows, rows, rows]),
    ...compileThreeOfAKindPays(symbolIds, { wildIndex, blankIndex }, payOf),
  };
}

/** The feature's weighted symbols and its strips' windows, once for each featured symbol. */
function compileFeature(
  { feature, rows }: LuckyTigerDefinition,
  indexOf: (id: LuckyTigerSymbol) => number,
  wildIndex: number,
  blankIndex: number,
) {
  assertInteger(feature.triggerOneIn, 'feature.triggerOneIn', 1, 2 ** 32);
  assertInteger(feature.fullScreenMultiplier, 'feature.fullScreenMultiplier', 1, payMax);
  if (feature.symbolWeights.length === 0) throw new RangeError('feature needs symbol weights');
  if (
    new Set(feature.symbolWeights.map(({ symbol }) => symbol)).size !== feature.symbolWeights.length
  ) {
    throw new RangeError('each featured symbol has one weight');
  }
  const featureCumulativeWeights: number[] = [];
  let weightTotal = 0;
  for (const { symbol, weight } of feature.symbolWeights) {
    assertInteger(weight, `feature weight of ${symbol}`, 1, Number.MAX_SAFE_INTEGER);
    if (indexOf(symbol) === wildIndex || indexOf(symbol) === blankIndex) {
      throw new RangeError('the featured symbol must be a paying symbol other than the wild');
    }
    weightTotal += weight;
    featureCumulativeWeights.push(weightTotal);
  }
  assertInteger(weightTotal, 'feature weight total', 1, 2 ** 32);

  const featureSymbolIndices = feature.symbolWeights.map(({ symbol }) => indexOf(symbol));
  const featureWindows = featureSymbolIndices.map((featuredIndex) => {
    const indexOfCell = (cell: FeatureCell): number =>
      cell === 'featured' ? featuredIndex : cell === 'wild' ? wildIndex : blankIndex;
    return mapReels(feature.strips, (strip) => windowsOf(strip.map(indexOfCell), rows));
  });
  const fullFeatureWindow = mapReels(feature.strips, (strip) => {
    const blankWindows = windowsOf(
      strip.map((cell) => (cell === 'blank' ? 1 : 0)),
      rows,
    );
    const full = new Uint8Array(strip.length);
    for (let stop = 0; stop < strip.length; stop += 1) {
      full[stop] = blankWindows.subarray(stop * rows, stop * rows + rows).includes(1) ? 0 : 1;
    }
    return full;
  });
  return { featureCumulativeWeights, featureSymbolIndices, featureWindows, fullFeatureWindow };
}
