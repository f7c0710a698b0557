import { lineTableIndex } from '../../reels/compile-three-of-a-kind-pays';
import type { CompiledLuckyTiger } from './compile';

/** featureIndex for a base-game spin; otherwise the index into feature.symbolWeights. */
export const baseGame = -1;

/**
 * The core every path shares (play, enumeration, simulation): the total win of one spin in line
 * bets, multiplier included. Only array reads, no allocation.
 */
export function winLineBets(
  compiled: CompiledLuckyTiger,
  featureIndex: number,
  stop0: number,
  stop1: number,
  stop2: number,
): number {
  const windows =
    featureIndex === baseGame ? compiled.baseWindows : compiled.featureWindows[featureIndex];
  if (windows === undefined) throw new RangeError(`no feature symbol ${featureIndex}`);
  const { rows, lineRows, linePay, lineCount } = compiled;
  const symbolCount = compiled.symbolIds.length;
  const [reel0, reel1, reel2] = windows;
  const offset0 = stop0 * rows;
  const offset1 = stop1 * rows;
  const offset2 = stop2 * rows;

  let total = 0;
  for (let line = 0; line < lineCount; line += 1) {
    const a = reel0[offset0 + (lineRows[line * 3] ?? 0)] ?? 0;
    const b = reel1[offset1 + (lineRows[line * 3 + 1] ?? 0)] ?? 0;
    const c = reel2[offset2 + (lineRows[line * 3 + 2] ?? 0)] ?? 0;
    total += linePay[lineTableIndex(symbolCount, a, b, c)] ?? 0;
  }
  if (featureIndex !== baseGame && isFullFeatureScreen(compiled, stop0, stop1, stop2)) {
    total *= compiled.fullScreenMultiplier;
  }
  return total;
}

export function isFullFeatureScreen(
  compiled: CompiledLuckyTiger,
  stop0: number,
  stop1: number,
  stop2: number,
): boolean {
  const [full0, full1, full2] = compiled.fullFeatureWindow;
  return full0[stop0] === 1 && full1[stop1] === 1 && full2[stop2] === 1;
}
