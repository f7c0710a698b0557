import type { GoldenOxDefinition, GoldenOxSymbol } from './definition';
import { oncePerDefinition } from '../once-per-definition';
import { assertInteger } from '../../reels/assert-integer';
import { compileLineRows } from '../../reels/compile-line-rows';
import { compileThreeOfAKindPays } from '../../reels/compile-three-of-a-kind-pays';
import { indexSymbols } from '../../reels/index-symbols';
import { mapReels } from '../../reels/map-reels';
import { windowsOf } from '../../reels/windows-of';

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
  // Symbol indices live in Uint8Array windows and the Int8Array lineWinSymbol.
  const { symbolIds, symbolIndexById, indexOf, onlyOf } = indexSymbols(symbols, 'Golden Ox', 127);
  const wildIndex = onlyOf('wild');
  for (const { id } of symbols) assertInteger(paytable[id], `pay of ${id}`, 1, payMax);

  // A strip shorter than its reel's rows would show one symbol twice on the same screen.
  const windows = mapReels(definition.strips, (strip, reel) =>
    windowsOf(strip.map(indexOf), reelRows[reel] ?? 0, reelRows[reel]),
  );

  assertInteger(charge.triggerOneIn, 'charge.triggerOneIn', 1, 2 ** 32);
  if (charge.respinMultipliers.length === 0 || charge.respinMultipliers.length > respinsMax) {
    throw new RangeError(`Ox Charge takes 1 to ${respinsMax} respins`);
  }
  charge.respinMultipliers.forEach((multiplier, respin) =>
    assertInteger(multiplier, `multiplier of respin ${respin + 1}`, 1, multiplierMax),
  );

  return {
    symbolIds,
    symbolIndexById,
    wildIndex,
    reelRows: [reelRows[0], reelRows[1], reelRows[2]],
    stripLengths: mapReels(definition.strips, (strip) => strip.length),
    windows,
    lineCount: definition.lines.length,
    lineRows: compileLineRows(definition.lines, reelRows),
    ...compileThreeOfAKindPays(symbolIds, { wildIndex, blankIndex: -1 }, (id) => paytable[id]),
    triggerOneIn: charge.triggerOneIn,
    respinMultipliers: Uint32Array.from(charge.respinMultipliers),
  };
}
