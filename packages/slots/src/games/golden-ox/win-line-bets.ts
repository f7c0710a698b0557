import { lineTableIndex } from '../../reels/compile-three-of-a-kind-pays';
import type { CompiledGoldenOx } from './compile';

/**
 * The core every path shares (play, enumeration, simulation): the line pays of one screen, in line
 * bets. middleStop -1 is an Ox Charge respin, the middle reel locked as wilds. Only array reads,
 * no allocation.
 */
export function screenWinLineBets(
  compiled: CompiledGoldenOx,
  stop0: number,
  middleStop: number,
  stop2: number,
): number {
  const { lineRows, linePay, lineCount, reelRows, wildIndex } = compiled;
  const [reel0, reel1, reel2] = compiled.windows;
  const symbolCount = compiled.symbolIds.length;
  const offset0 = stop0 * reelRows[0];
  const offset1 = middleStop * reelRows[1];
  const offset2 = stop2 * reelRows[2];
  let total = 0;
  for (let line = 0; line < lineCount; line += 1) {
    const a = reel0[offset0 + (lineRows[line * 3] ?? 0)] ?? 0;
    const b =
      middleStop === lockedMiddle
        ? wildIndex
        : (reel1[offset1 + (lineRows[line * 3 + 1] ?? 0)] ?? 0);
    const c = reel2[offset2 + (lineRows[line * 3 + 2] ?? 0)] ?? 0;
    total += linePay[lineTableIndex(symbolCount, a, b, c)] ?? 0;
  }
  return total;
}

/** The middle "stop" of an Ox Charge respin: every row of reel 2 is the wild. */
export const lockedMiddle = -1;
