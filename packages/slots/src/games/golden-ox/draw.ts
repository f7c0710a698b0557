import type { UniformIntSource } from '../../random/uniform-int-source';
import type { CompiledGoldenOx } from './compile';
import { lockedMiddle, screenWinLineBets } from './win-line-bets';

/**
 * Where drawSpin writes: [stop0, stop1, stop2, respinCount, then each respin's stop on reel 1 and
 * on reel 3]. respinCount 0 means Ox Charge did not run.
 */
export type DrawnSpin = Int32Array;

export const respinStopsOffset = 4;

export function createDrawnSpin(compiled: CompiledGoldenOx): DrawnSpin {
  return new Int32Array(respinStopsOffset + 2 * compiled.respinMultipliers.length);
}

/**
 * Draws one spin and returns its total win in line bets, always in this order (README.md documents
 * it for players checking a round):
 * 1. One stop per reel, left to right: nextInt(strip length).
 * 2. Only if no line wins: nextInt(charge.triggerOneIn); 0 starts Ox Charge.
 * 3. Ox Charge: per respin, a stop for reel 1 then for reel 3 (nextInt of their strip lengths),
 *    until a respin wins or every respin of respinMultipliers has been played.
 * The respins depend on the wins before them, so drawing and evaluating go hand in hand. Writes
 * into target instead of allocating, because simulation calls it millions of times.
 */
export function drawSpin(
  compiled: CompiledGoldenOx,
  rng: UniformIntSource,
  target: DrawnSpin,
): number {
  const [length0, length1, length2] = compiled.stripLengths;
  const stop0 = rng.nextInt(length0);
  const stop1 = rng.nextInt(length1);
  const stop2 = rng.nextInt(length2);
  target[0] = stop0;
  target[1] = stop1;
  target[2] = stop2;
  target[3] = 0;
  const baseWin = screenWinLineBets(compiled, stop0, stop1, stop2);
  if (baseWin > 0) return baseWin;
  if (rng.nextInt(compiled.triggerOneIn) !== 0) return 0;

  const multipliers = compiled.respinMultipliers;
  for (let respin = 0; respin < multipliers.length; respin += 1) {
    const respinStop0 = rng.nextInt(length0);
    const respinStop2 = rng.nextInt(length2);
    target[respinStopsOffset + respin * 2] = respinStop0;
    target[respinStopsOffset + respin * 2 + 1] = respinStop2;
    target[3] = respin + 1;
    const win = screenWinLineBets(compiled, respinStop0, lockedMiddle, respinStop2);
    if (win > 0) return win * (multipliers[respin] ?? 1);
  }
  return 0;
}
