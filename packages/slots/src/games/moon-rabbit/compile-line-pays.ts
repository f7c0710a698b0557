import { bestLinePay } from './best-line-pay';
import type { LinePayRule } from './best-line-pay';
import type { FourReels } from './definition';
import { mapReels } from '../../reels/map-reels';

export interface CompiledLinePays {
  /** linePay[lineTableIndex(a, b, c, d)]: what symbols a, b, c, d on a line pay, in line bets. */
  readonly linePay: Uint32Array;
  /** lineWinSymbol[same index]: the symbol index the line pays for, or -1 for no win. */
  readonly lineWinSymbol: Int8Array;
  /** lineWinCount[same index]: how many reels from the left the win covers (3 or 4), or 0. */
  readonly lineWinCount: Uint8Array;
}

/** The pay of every possible line of four cells, looked up instead of worked out each spin. */
export function compileLinePays(symbolCount: number, rule: LinePayRule): CompiledLinePays {
  const size = symbolCount ** 4;
  const linePay = new Uint32Array(size);
  const lineWinSymbol = new Int8Array(size).fill(-1);
  const lineWinCount = new Uint8Array(size);
  for (let table = 0; table < size; table += 1) {
    const cells = [
      Math.floor(table / symbolCount ** 3),
      Math.floor(table / symbolCount ** 2) % symbolCount,
      Math.floor(table / symbolCount) % symbolCount,
      table % symbolCount,
    ];
    const best = bestLinePay(cells, rule);
    if (best === null) continue;
    linePay[table] = best.pay;
    lineWinSymbol[table] = best.symbol;
    lineWinCount[table] = best.count;
  }
  return { linePay, lineWinSymbol, lineWinCount };
}

/**
 * Per reel, for every stop and line, the symbol the line crosses there, already multiplied by its
 * place value in lineTableIndex: a line's table index is then four reads and three additions.
 */
export function compileLineParts(
  windows: FourReels<Uint8Array>,
  lineRows: Uint8Array,
  rows: number,
  symbolCount: number,
): FourReels<Uint32Array> {
  const lineCount = lineRows.length / 4;
  return mapReels(windows, (window, reel) => {
    const stops = window.length / rows;
    const parts = new Uint32Array(stops * lineCount);
    const placeValue = symbolCount ** (3 - reel);
    for (let stop = 0; stop < stops; stop += 1) {
      for (let line = 0; line < lineCount; line += 1) {
        const row = lineRows[line * 4 + reel] ?? 0;
        parts[stop * lineCount + line] = (window[stop * rows + row] ?? 0) * placeValue;
      }
    }
    return parts;
  });
}
