import { compileGoldenOx } from './compile';
import type { CompiledGoldenOx } from './compile';
import type { GoldenOxDefinition, GoldenOxSymbol } from './definition';
import { lockedMiddle, screenWinLineBets } from './win-line-bets';
import { lineTableIndex } from '../../reels/compile-three-of-a-kind-pays';

/** Where each reel stopped: an index into its strip. */
export type ReelStops = readonly [number, number, number];

/** Ox Charge's draws: each respin's stops on reels 1 and 3; null when the ox did not charge. */
export type OxChargeDraw = {
  readonly respins: readonly (readonly [stop0: number, stop2: number])[];
} | null;

/** What a screen shows, reels[reel][row], row 0 at the top of its reel. */
export type GoldenOxReels = readonly (readonly GoldenOxSymbol[])[];

export interface GoldenOxLineWin {
  /** Index into definition.lines. */
  readonly line: number;
  readonly symbol: GoldenOxSymbol;
  readonly count: number;
  /** The line's pay, before any respin multiplier, in line bets. */
  readonly payLineBets: number;
}

export interface GoldenOxRespinEvaluation {
  readonly stops: readonly [stop0: number, stop2: number];
  /** The respin's screen: the middle reel is four wilds. */
  readonly reels: GoldenOxReels;
  readonly lineWins: readonly GoldenOxLineWin[];
  readonly multiplier: number;
  /** The line pays times the multiplier, in line bets. */
  readonly winLineBets: number;
}

export interface GoldenOxEvaluation {
  readonly reels: GoldenOxReels;
  readonly lineWins: readonly GoldenOxLineWin[];
  readonly charge: { readonly respins: readonly GoldenOxRespinEvaluation[] } | null;
  /** The base screen's pays, or the winning respin's (multiplied); in line bets. */
  readonly totalWinLineBets: number;
}

const reelIndices = [0, 1, 2] as const;

/**
 * The result of a spin whose random draws are already known; pure and deterministic. Refuses
 * draws no spin can produce: a charge after a winning screen, a respin after a winning one, a
 * charge that stops early without a win or runs past its respins.
 */
export function evaluate(
  definition: GoldenOxDefinition,
  stops: ReelStops,
  charge: OxChargeDraw,
): GoldenOxEvaluation {
  const compiled = compileGoldenOx(definition);
  reelIndices.forEach((reel) => assertStop(compiled, reel, stops[reel]));
  const [stop0, stop1, stop2] = stops;
  const baseWin = screenWinLineBets(compiled, stop0, stop1, stop2);
  const base = {
    reels: screenOf(compiled, stop0, stop1, stop2),
    lineWins: lineWinsOf(compiled, definition, stop0, stop1, stop2),
  };
  if (charge === null) return { ...base, charge: null, totalWinLineBets: baseWin };

  const multipliers = compiled.respinMultipliers;
  if (baseWin > 0) throw new RangeError('Ox Charge only follows a spin without a line win');
  if (charge.respins.length === 0 || charge.respins.length > multipliers.length) {
    throw new RangeError(`Ox Charge takes 1 to ${multipliers.length} respins`);
  }
  const respins = charge.respins.map(([respinStop0, respinStop2], respin) => {
    assertStop(compiled, 0, respinStop0);
    assertStop(compiled, 2, respinStop2);
    const multiplier = multipliers[respin] ?? 1;
    const pays = screenWinLineBets(compiled, respinStop0, lockedMiddle, respinStop2);
    const isLast = respin === charge.respins.length - 1;
    if (!isLast && pays > 0) throw new RangeError('Ox Charge ends at the first winning respin');
    if (isLast && pays === 0 && respin < multipliers.length - 1) {
      throw new RangeError('Ox Charge respins until a win or its last respin');
    }
    return {
      stops: [respinStop0, respinStop2] as const,
      reels: screenOf(compiled, respinStop0, lockedMiddle, respinStop2),
      lineWins: lineWinsOf(compiled, definition, respinStop0, lockedMiddle, respinStop2),
      multiplier,
      winLineBets: pays * multiplier,
    };
  });
  return {
    ...base,
    charge: { respins },
    totalWinLineBets: respins.at(-1)?.winLineBets ?? 0,
  };
}

/** The symbol index at a row of a reel stopped at stop; lockedMiddle shows the wild. */
function cellAt(compiled: CompiledGoldenOx, reel: 0 | 1 | 2, stop: number, row: number): number {
  if (stop === lockedMiddle) return compiled.wildIndex;
  return compiled.windows[reel][stop * compiled.reelRows[reel] + row] ?? 0;
}

function screenOf(
  compiled: CompiledGoldenOx,
  stop0: number,
  middleStop: number,
  stop2: number,
): GoldenOxReels {
  const reelStops = [stop0, middleStop, stop2] as const;
  return reelIndices.map((reel) =>
    Array.from({ length: compiled.reelRows[reel] }, (_, row) =>
      symbolIdOf(compiled, cellAt(compiled, reel, reelStops[reel], row)),
    ),
  );
}

function lineWinsOf(
  compiled: CompiledGoldenOx,
  definition: GoldenOxDefinition,
  stop0: number,
  middleStop: number,
  stop2: number,
): GoldenOxLineWin[] {
  const symbolCount = compiled.symbolIds.length;
  const wins: GoldenOxLineWin[] = [];
  definition.lines.forEach(([row0, row1, row2], line) => {
    const table = lineTableIndex(
      symbolCount,
      cellAt(compiled, 0, stop0, row0),
      cellAt(compiled, 1, middleStop, row1),
      cellAt(compiled, 2, stop2, row2),
    );
    const winner = compiled.lineWinSymbol[table] ?? -1;
    if (winner === -1) return;
    wins.push({
      line,
      symbol: symbolIdOf(compiled, winner),
      count: 3,
      payLineBets: compiled.linePay[table] ?? 0,
    });
  });
  return wins;
}

function assertStop(compiled: CompiledGoldenOx, reel: 0 | 1 | 2, stop: number): void {
  const length = compiled.stripLengths[reel];
  if (!Number.isInteger(stop) || stop < 0 || stop >= length) {
    throw new RangeError(`stop ${stop} is outside reel ${reel + 1}`);
  }
}

export function symbolIdOf(compiled: CompiledGoldenOx, symbolIndex: number): GoldenOxSymbol {
  const id = compiled.symbolIds[symbolIndex];
  if (id === undefined) throw new RangeError(`no symbol ${symbolIndex}`);
  return id;
}
