import type { GoldenOxDefinition, GoldenOxSymbol } from './definition';
import { oncePerDefinition } from '../once-per-definition';

export type ReelTables = readonly [Uint8Array, Uint8Array, Uint8Array];

/**
 * A definition turned into flat lookup tables, so a spin is a few array reads with no allocation:
 * enumeration and simulation run the core millions of times.
 */
export interface CompiledGoldenOx {
  /** Symbol index → id; every table below speaks in these indices. */
  readonly symbolIds: readonly GoldenOxSymbol[];
  readonly symbolIndexById: ReadonlyMap<GoldenOxSymbol, number>;
  readonly wildIndex: number;
  readonly reelRows: readonly [number, number, number];
  readonly stripLengths: readonly [number, number, number];
  /** windows[reel][stop * reelRows[reel] + row]: the symbol index at that row for that stop. */
  readonly windows: ReelTables;
  readonly lineCount: number;
  /** lineRows[line * 3 + reel]: the row the line crosses on that reel. */
  readonly lineRows: Uint8Array;
  /** linePay[(a * K + b) * K + c]: what symbols a, b, c on a line pay, in line bets. */
  readonly linePay: Uint32Array;
  /** lineWinSymbol[same index]: the symbol the line pays for, or -1 for no win. */
  readonly lineWinSymbol: Int8Array;
  readonly triggerOneIn: number;
  readonly respinMultipliers: Uint32Array;
}

const stripLengthMax = 10_000;
// Pays live in a Uint32Array; 10 lines × the largest pay × the largest multiplier stays far below
// Number.MAX_SAFE_INTEGER, so a total in line bets is always an exact integer.
const payMax = 100_000;
const multiplierMax = 1_000;
const respinsMax = 20;
/** Compiles once per definition object; definitions are immutable data. */
export const compileGoldenOx: (definition: GoldenOxDefinition) => CompiledGoldenOx =
  oncePerDefinition(compile);

function compile(definition: GoldenOxDefinition): CompiledGoldenOx {
  const { symbols, paytable, charge, reelRows } = definition;
  if (reelRows.length !== 3 || reelRows[0] !== 3 || reelRows[1] !== 4 || reelRows[2] !== 3) {
    throw new RangeError('Golden Ox shows 3, 4 and 3 rows');
  }
  const symbolIds = symbols.map((symbol) => symbol.id);
  const symbolIndexById = new Map(symbolIds.map((id, index) => [id, index]));
  if (symbolIndexById.size !== symbolIds.length) throw new RangeError('symbol ids must be unique');
  // Symbol indices live in Uint8Array windows and the Int8Array lineWinSymbol.
  if (symbolIds.length > 127) throw new RangeError('Golden Ox holds at most 127 symbols');
  const wilds = symbols.filter((symbol) => symbol.role === 'wild');
  const wild = wilds[0];
  if (wilds.length !== 1 || !wild) throw new RangeError('Golden Ox needs exactly one wild');
  const indexOf = (id: GoldenOxSymbol): number => {
    const index = symbolIndexById.get(id);
    if (index === undefined) throw new RangeError(`unknown symbol ${id}`);
    return index;
  };
  const wildIndex = indexOf(wild.id);
  for (const { id } of symbols) assertWhole(paytable[id], `pay of ${id}`, payMax);

  if (definition.lines.length === 0) throw new RangeError('Golden Ox needs at least one line');
  const lineRows = new Uint8Array(definition.lines.length * 3);
  definition.lines.forEach((line, lineIndex) =>
    line.forEach((row, reel) => {
      const rows = reelRows[reel] ?? 0;
      if (!Number.isInteger(row) || row < 0 || row >= rows) {
        throw new RangeError(`line ${lineIndex} crosses row ${row} of reel ${reel + 1}`);
      }
      lineRows[lineIndex * 3 + reel] = row;
    }),
  );

  const windows: ReelTables = [
    windowsOf(definition.strips[0].map(indexOf), reelRows[0]),
    windowsOf(definition.strips[1].map(indexOf), reelRows[1]),
    windowsOf(definition.strips[2].map(indexOf), reelRows[2]),
  ];

  assertWhole(charge.triggerOneIn, 'charge.triggerOneIn', 2 ** 32);
  if (charge.respinMultipliers.length === 0 || charge.respinMultipliers.length > respinsMax) {
    throw new RangeError(`Ox Charge takes 1 to ${respinsMax} respins`);
  }
  charge.respinMultipliers.forEach((multiplier, respin) =>
    assertWhole(multiplier, `multiplier of respin ${respin + 1}`, multiplierMax),
  );

  const symbolCount = symbolIds.length;
  const linePay = new Uint32Array(symbolCount ** 3);
  const lineWinSymbol = new Int8Array(symbolCount ** 3).fill(-1);
  for (let a = 0; a < symbolCount; a += 1) {
    for (let b = 0; b < symbolCount; b += 1) {
      for (let c = 0; c < symbolCount; c += 1) {
        const winner = lineWinner(a, b, c, wildIndex);
        if (winner === -1) continue;
        const cell = (a * symbolCount + b) * symbolCount + c;
        lineWinSymbol[cell] = winner;
        linePay[cell] = paytable[symbolIds[winner] ?? wild.id];
      }
    }
  }

  return {
    symbolIds,
    symbolIndexById,
    wildIndex,
    reelRows: [reelRows[0], reelRows[1], reelRows[2]],
    stripLengths: [
      definition.strips[0].length,
      definition.strips[1].length,
      definition.strips[2].length,
    ],
    windows,
    lineCount: definition.lines.length,
    lineRows,
    linePay,
    lineWinSymbol,
    triggerOneIn: charge.triggerOneIn,
    respinMultipliers: Uint32Array.from(charge.respinMultipliers),
  };
}

/**
 * The pay rule of one line: three of a kind across the three reels, the wild standing in for any
 * paying symbol. Three wilds pay the wild's own line.
 */
function lineWinner(a: number, b: number, c: number, wildIndex: number): number {
  let winner = -1;
  for (const cell of [a, b, c]) {
    if (cell === wildIndex) continue;
    if (winner === -1) winner = cell;
    else if (cell !== winner) return -1;
  }
  return winner === -1 ? wildIndex : winner;
}

/** Every stop's visible rows laid out flat, wrapping past the end of the strip. */
function windowsOf(strip: readonly number[], rows: number): Uint8Array {
  if (strip.length < rows || strip.length > stripLengthMax) {
    throw new RangeError(`a strip holds ${rows} to ${stripLengthMax} symbols, got ${strip.length}`);
  }
  const windows = new Uint8Array(strip.length * rows);
  for (let stop = 0; stop < strip.length; stop += 1) {
    for (let row = 0; row < rows; row += 1) {
      windows[stop * rows + row] = strip[(stop + row) % strip.length] ?? 0;
    }
  }
  return windows;
}

function assertWhole(value: number, name: string, max: number): void {
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new RangeError(`${name} must be an integer from 1 to ${max}, got ${value}`);
  }
}
