import { compileMoonRabbit } from './compile';
import type { CompiledMoonRabbit } from './compile';
import type {
  BetMultiple,
  CashPrize,
  FourReels,
  LinePayingSymbol,
  MoonRabbitDefinition,
  MoonRabbitSymbol,
} from './definition';
import {
  collectorLands,
  lineTableIndex,
  lineWinLineBets,
  pearlsShown,
  prizesLineBets,
} from './win-line-bets';

/** Where each reel stopped: an index into its strip, reel 1 to reel 4. */
export type ReelStops = FourReels<number>;

/** One cell of the grid: reel 0 is reel 1, row 0 is the top row. */
export interface CellPosition {
  readonly reel: number;
  readonly row: number;
}

export interface MoonRabbitLineWin {
  /** Index into definition.lines. */
  readonly line: number;
  readonly symbol: LinePayingSymbol;
  /** 3 or 4: the win covers reels 1 to count. */
  readonly count: number;
  /** The cells of the win, reel 1 first. */
  readonly positions: readonly CellPosition[];
  readonly payLineBets: number;
}

/** A visible pearl and the prize it drew. */
export interface MoonRabbitPearl extends CellPosition {
  /** Index into definition.cashPrizes. */
  readonly prize: number;
  readonly timesBet: BetMultiple;
  readonly valueLineBets: number;
}

export interface MoonRabbitCollect {
  /** True when a rabbit and at least one pearl show: the rabbit takes every pearl's prize. */
  readonly collected: boolean;
  readonly rabbitPositions: readonly CellPosition[];
  /** The sum of every visible pearl's prize when collected, else 0. */
  readonly winLineBets: number;
}

export interface MoonRabbitEvaluation {
  /** grid[row][reel], row 0 at the top. */
  readonly grid: readonly (readonly MoonRabbitSymbol[])[];
  readonly lineWins: readonly MoonRabbitLineWin[];
  /** Every visible pearl, in draw order (reel 1 to 4, top to bottom). */
  readonly pearls: readonly MoonRabbitPearl[];
  readonly collect: MoonRabbitCollect;
  readonly lineWinLineBets: number;
  readonly totalWinLineBets: number;
}

const reelIndices = [0, 1, 2, 3] as const;

/**
 * The result of a spin whose random draws are known (reel stops, then one prize per visible pearl
 * in draw order); pure and deterministic. Pays are in line bets.
 */
export function evaluate(
  definition: MoonRabbitDefinition,
  stops: ReelStops,
  prizeDraws: readonly number[],
): MoonRabbitEvaluation {
  const compiled = compileMoonRabbit(definition);
  assertStops(compiled, stops);
  const [stop0, stop1, stop2, stop3] = stops;
  const { rows, windows } = compiled;
  const cellAt = (reel: number, row: number): number =>
    windows[reel]?.[(stops[reel] ?? 0) * rows + row] ?? 0;

  const grid = Array.from({ length: rows }, (_, row) =>
    reelIndices.map((reel) => symbolIdOf(compiled, cellAt(reel, row))),
  );
  const lineWins = findLineWins(definition, compiled, cellAt);

  const pearlCount = pearlsShown(compiled, stop0, stop1, stop2, stop3);
  if (prizeDraws.length !== pearlCount) {
    throw new RangeError(`${pearlCount} pearls show, so the spin needs as many prize draws`);
  }
  for (const prize of prizeDraws) {
    if (!Number.isInteger(prize) || prize < 0 || prize >= definition.cashPrizes.length) {
      throw new RangeError(`no cash prize ${prize}`);
    }
  }
  const pearls = findPositions(rows, cellAt, compiled.cashIndex).map(
    (position, pearl): MoonRabbitPearl => {
      const prize = prizeDraws[pearl] ?? 0;
      return {
        ...position,
        prize,
        timesBet: cashPrizeOf(definition, prize).timesBet,
        valueLineBets: compiled.prizeLineBets[prize] ?? 0,
      };
    },
  );

  const rabbitPositions = findPositions(rows, cellAt, compiled.collectorIndex);
  const collected = collectorLands(compiled, stop0, stop1, stop2, stop3) && pearlCount > 0;
  const collectWin = collected ? prizesLineBets(compiled, prizeDraws, 0, pearlCount) : 0;
  const lineWin = lineWinLineBets(compiled, stop0, stop1, stop2, stop3);
  return {
    grid,
    lineWins,
    pearls,
    collect: { collected, rabbitPositions, winLineBets: collectWin },
    lineWinLineBets: lineWin,
    totalWinLineBets: lineWin + collectWin,
  };
}

function findLineWins(
  definition: MoonRabbitDefinition,
  compiled: CompiledMoonRabbit,
  cellAt: (reel: number, row: number) => number,
): MoonRabbitLineWin[] {
  const symbolCount = compiled.symbolIds.length;
  const lineWins: MoonRabbitLineWin[] = [];
  definition.lines.forEach((lineRows, line) => {
    const [row0, row1, row2, row3] = lineRows;
    const table = lineTableIndex(
      symbolCount,
      cellAt(0, row0),
      cellAt(1, row1),
      cellAt(2, row2),
      cellAt(3, row3),
    );
    const winner = compiled.lineWinSymbol[table] ?? -1;
    if (winner === -1) return;
    const count = compiled.lineWinCount[table] ?? 0;
    lineWins.push({
      line,
      // The pay table only ever names the wild or a paying symbol as a line's winner.
      symbol: symbolIdOf(compiled, winner) as LinePayingSymbol,
      count,
      positions: lineRows.slice(0, count).map((row, reel) => ({ reel, row })),
      payLineBets: compiled.linePay[table] ?? 0,
    });
  });
  return lineWins;
}

/** The cells showing a symbol, reel 1 to reel 4 and top to bottom: the pearls' draw order. */
function findPositions(
  rows: number,
  cellAt: (reel: number, row: number) => number,
  symbolIndex: number,
): CellPosition[] {
  const positions: CellPosition[] = [];
  for (const reel of reelIndices) {
    for (let row = 0; row < rows; row += 1) {
      if (cellAt(reel, row) === symbolIndex) positions.push({ reel, row });
    }
  }
  return positions;
}

function assertStops(compiled: CompiledMoonRabbit, stops: ReelStops): void {
  for (const reel of reelIndices) {
    const stop = stops[reel];
    if (!Number.isInteger(stop) || stop < 0 || stop >= compiled.stripLengths[reel]) {
      throw new RangeError(`stop ${stop} is outside reel ${reel + 1}`);
    }
  }
}

export function cashPrizeOf(definition: MoonRabbitDefinition, prize: number): CashPrize {
  const entry = definition.cashPrizes[prize];
  if (entry === undefined) throw new RangeError(`no cash prize ${prize}`);
  return entry;
}

export function symbolIdOf(compiled: CompiledMoonRabbit, symbolIndex: number): MoonRabbitSymbol {
  const id = compiled.symbolIds[symbolIndex];
  if (id === undefined) throw new RangeError(`no symbol ${symbolIndex}`);
  return id;
}
