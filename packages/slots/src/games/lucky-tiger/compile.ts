import type {
  FeatureCell,
  LinePayingSymbol,
  LuckyTigerDefinition,
  LuckyTigerSymbol,
} from './definition';
import { oncePerDefinition } from '../once-per-definition';

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

const stripLengthMax = 10_000;
// Pays sit in a Uint32Array; with 5 lines and the multiplier a win stays far below 2^53.
const payMax = 1_000_000;
/** Compiles once per definition object; definitions are immutable data. */
export const compileLuckyTiger: (definition: LuckyTigerDefinition) => CompiledLuckyTiger =
  oncePerDefinition(compile);

function compile(definition: LuckyTigerDefinition): CompiledLuckyTiger {
  const { rows, symbols, paytable, feature } = definition;
  if (definition.reels !== 3 || rows !== 3) throw new RangeError('Lucky Tiger is 3 reels × 3 rows');
  const { symbolIds, symbolIndexById, indexOf, wildIndex, blankIndex } = compileSymbols(definition);
  for (const symbol of symbols) {
    if (symbol.role === 'blank') continue;
    assertPositiveInteger(paytable[symbol.id as LinePayingSymbol], `pay of ${symbol.id}`, payMax);
  }

  const lineRows = compileLineRows(definition);
  const baseWindows = mapReels(definition.strips, (strip) => windowsOf(strip.map(indexOf), rows));
  const { featureCumulativeWeights, featureSymbolIndices, featureWindows, fullFeatureWindow } =
    compileFeature(definition, indexOf, wildIndex, blankIndex);
  const { linePay, lineWinSymbol } = compileLinePays(definition, symbolIds, wildIndex, blankIndex);

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
    lineRows,
    linePay,
    lineWinSymbol,
  };
}

/** The symbols by index, with the one wild and the one blank. */
function compileSymbols({ symbols }: LuckyTigerDefinition) {
  const symbolIds = symbols.map((symbol) => symbol.id);
  const symbolIndexById = new Map(symbolIds.map((id, index) => [id, index]));
  if (symbolIndexById.size !== symbolIds.length) throw new RangeError('symbol ids must be unique');
  // Symbol indices live in Uint8Array windows and the Int8Array lineWinSymbol.
  if (symbolIds.length > 127) throw new RangeError('Lucky Tiger holds at most 127 symbols');
  const wilds = symbols.filter((symbol) => symbol.role === 'wild');
  const blanks = symbols.filter((symbol) => symbol.role === 'blank');
  const wild = wilds[0];
  const blank = blanks[0];
  if (wilds.length !== 1 || blanks.length !== 1 || !wild || !blank) {
    throw new RangeError('Lucky Tiger needs exactly one wild and one blank symbol');
  }
  const indexOf = (id: LuckyTigerSymbol): number => {
    const index = symbolIndexById.get(id);
    if (index === undefined) throw new RangeError(`unknown symbol ${id}`);
    return index;
  };
  const wildIndex = indexOf(wild.id);
  const blankIndex = indexOf(blank.id);
  return { symbolIds, symbolIndexById, indexOf, wildIndex, blankIndex };
}

/** lineRows[line × 3 + reel]: the row each line crosses on each reel. */
function compileLineRows({ lines, rows }: LuckyTigerDefinition): Uint8Array {
  const lineRows = new Uint8Array(lines.length * 3);
  lines.forEach((line, lineIndex) =>
    line.forEach((row, reel) => {
      if (!Number.isInteger(row) || row < 0 || row >= rows) {
        throw new RangeError(`line ${lineIndex} crosses row ${row}, outside the grid`);
      }
      lineRows[lineIndex * 3 + reel] = row;
    }),
  );
  if (lines.length === 0) throw new RangeError('Lucky Tiger needs at least one line');
  return lineRows;
}

/** The feature's weighted symbols and its strips' windows, once for each featured symbol. */
function compileFeature(
  { feature, rows }: LuckyTigerDefinition,
  indexOf: (id: LuckyTigerSymbol) => number,
  wildIndex: number,
  blankIndex: number,
) {
  assertPositiveInteger(feature.triggerOneIn, 'feature.triggerOneIn', 2 ** 32);
  assertPositiveInteger(feature.fullScreenMultiplier, 'feature.fullScreenMultiplier', payMax);
  if (feature.symbolWeights.length === 0) throw new RangeError('feature needs symbol weights');
  if (
    new Set(feature.symbolWeights.map(({ symbol }) => symbol)).size !== feature.symbolWeights.length
  ) {
    throw new RangeError('each featured symbol has one weight');
  }
  const featureCumulativeWeights: number[] = [];
  let weightTotal = 0;
  for (const { symbol, weight } of feature.symbolWeights) {
    assertPositiveInteger(weight, `feature weight of ${symbol}`);
    if (indexOf(symbol) === wildIndex || indexOf(symbol) === blankIndex) {
      throw new RangeError('the featured symbol must be a paying symbol other than the wild');
    }
    weightTotal += weight;
    featureCumulativeWeights.push(weightTotal);
  }
  assertPositiveInteger(weightTotal, 'feature weight total', 2 ** 32);

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

/** Every line of three symbol indices: its pay and the symbol it pays for (-1 for none). */
function compileLinePays(
  { paytable }: LuckyTigerDefinition,
  symbolIds: readonly LuckyTigerSymbol[],
  wildIndex: number,
  blankIndex: number,
) {
  const symbolCount = symbolIds.length;
  const linePay = new Uint32Array(symbolCount ** 3);
  const lineWinSymbol = new Int8Array(symbolCount ** 3).fill(-1);
  for (let a = 0; a < symbolCount; a += 1) {
    for (let b = 0; b < symbolCount; b += 1) {
      for (let c = 0; c < symbolCount; c += 1) {
        const winner = lineWinner([a, b, c], wildIndex, blankIndex);
        if (winner === -1) continue;
        const cell = a * symbolCount * symbolCount + b * symbolCount + c;
        lineWinSymbol[cell] = winner;
        linePay[cell] = paytable[symbolIds[winner] as LinePayingSymbol];
      }
    }
  }
  return { linePay, lineWinSymbol };
}

/**
 * The pay rule of one line: three of a kind, where the wild stands in for any paying symbol. Three
 * wilds pay the wild's own line; a blank never pays.
 */
function lineWinner(cells: readonly number[], wildIndex: number, blankIndex: number): number {
  if (cells.includes(blankIndex)) return -1;
  const others = cells.filter((cell) => cell !== wildIndex);
  const first = others[0];
  if (first === undefined) return wildIndex;
  return others.every((cell) => cell === first) ? first : -1;
}

/** Every stop's visible rows laid out flat, wrapping past the end of the strip. */
function windowsOf(strip: readonly number[], rows: number): Uint8Array {
  if (strip.length === 0 || strip.length > stripLengthMax) {
    throw new RangeError(`a strip holds 1 to ${stripLengthMax} symbols, got ${strip.length}`);
  }
  const windows = new Uint8Array(strip.length * rows);
  for (let stop = 0; stop < strip.length; stop += 1) {
    for (let row = 0; row < rows; row += 1) {
      windows[stop * rows + row] = strip[(stop + row) % strip.length] ?? 0;
    }
  }
  return windows;
}

function mapReels<In, Out>(
  reels: readonly [In, In, In],
  map: (reel: In) => Out,
): readonly [Out, Out, Out] {
  return [map(reels[0]), map(reels[1]), map(reels[2])];
}

function assertPositiveInteger(value: number, name: string, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new RangeError(`${name} must be an integer from 1 to ${max}, got ${value}`);
  }
}
