import type { CompiledMoonRabbit } from './compile';
import { collectorLands, lineWinLineBets, pearlsShown } from './win-line-bets';

/**
 * Every stop combination, counted by what decides its pay apart from the prize draws: the line win
 * (line bets) and how many pearls the rabbit collects (0 when it does not land).
 */
export interface OutcomeCounts {
  /** The largest line win, so counts has a row for every line win from 0 to it. */
  readonly lineWinMax: number;
  /** Columns per row: pearlsMax + 1. */
  readonly collectedColumns: number;
  /** counts[lineWin * collectedColumns + pearlsCollected]: how many stop combinations. */
  readonly counts: Float64Array;
  readonly combinations: number;
}

// Counts sit in a Float64Array, exact up to 2^53; enumeration of more combinations would take
// hours anyway.
const combinationsMax = 2 ** 40;
// One count per line win and pearls collected: 16 million cells are 128 MB.
const countCellsMax = 2 ** 24;

export function countOutcomes(compiled: CompiledMoonRabbit): OutcomeCounts {
  const [length0, length1, length2, length3] = compiled.stripLengths;
  const combinations = length0 * length1 * length2 * length3;
  if (combinations > combinationsMax) throw new RangeError(`${combinations} is too many to count`);
  let linePayMax = 0;
  for (const pay of compiled.linePay) linePayMax = Math.max(linePayMax, pay);
  const lineWinMax = linePayMax * compiled.lineCount;
  const collectedColumns = compiled.pearlsMax + 1;
  const cells = (lineWinMax + 1) * collectedColumns;
  if (cells > countCellsMax) throw new RangeError(`${cells} count cells are too many to hold`);
  const counts = new Float64Array(cells);

  for (let stop0 = 0; stop0 < length0; stop0 += 1) {
    for (let stop1 = 0; stop1 < length1; stop1 += 1) {
      for (let stop2 = 0; stop2 < length2; stop2 += 1) {
        for (let stop3 = 0; stop3 < length3; stop3 += 1) {
          const lineWin = lineWinLineBets(compiled, stop0, stop1, stop2, stop3);
          const collected = collectorLands(compiled, stop0, stop1, stop2, stop3)
            ? pearlsShown(compiled, stop0, stop1, stop2, stop3)
            : 0;
          const cell = lineWin * collectedColumns + collected;
          counts[cell] = (counts[cell] ?? 0) + 1;
        }
      }
    }
  }
  return { lineWinMax, collectedColumns, counts, combinations };
}
