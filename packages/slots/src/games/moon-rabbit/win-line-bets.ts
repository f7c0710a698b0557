import type { CompiledMoonRabbit } from './compile';

/**
 * The core every path shares (play, enumeration, simulation): what the paylines of one stop
 * combination pay, in line bets. Only array reads, no allocation.
 */
export function lineWinLineBets(
  compiled: CompiledMoonRabbit,
  stop0: number,
  stop1: number,
  stop2: number,
  stop3: number,
): number {
  const { lineCount, linePay, lineParts } = compiled;
  // Indexed rather than destructured: array destructuring goes through the iterator protocol.
  const parts0 = lineParts[0];
  const parts1 = lineParts[1];
  const parts2 = lineParts[2];
  const parts3 = lineParts[3];
  const offset0 = stop0 * lineCount;
  const offset1 = stop1 * lineCount;
  const offset2 = stop2 * lineCount;
  const offset3 = stop3 * lineCount;

  let total = 0;
  for (let line = 0; line < lineCount; line += 1) {
    const table =
      (parts0[offset0 + line] ?? 0) +
      (parts1[offset1 + line] ?? 0) +
      (parts2[offset2 + line] ?? 0) +
      (parts3[offset3 + line] ?? 0);
    total += linePay[table] ?? 0;
  }
  return total;
}

/** How many pearls the screen shows: the number of prizes the spin draws. */
export function pearlsShown(
  compiled: CompiledMoonRabbit,
  stop0: number,
  stop1: number,
  stop2: number,
  stop3: number,
): number {
  const counts = compiled.pearlCounts;
  return (
    (counts[0][stop0] ?? 0) +
    (counts[1][stop1] ?? 0) +
    (counts[2][stop2] ?? 0) +
    (counts[3][stop3] ?? 0)
  );
}

/** Whether a rabbit shows: it lands only on the collector reel, so one test covers all four. */
export function collectorLands(
  compiled: CompiledMoonRabbit,
  stop0: number,
  stop1: number,
  stop2: number,
  stop3: number,
): boolean {
  const [reel0, reel1, reel2, reel3] = compiled.collectorShown;
  return (
    ((reel0[stop0] ?? 0) | (reel1[stop1] ?? 0) | (reel2[stop2] ?? 0) | (reel3[stop3] ?? 0)) === 1
  );
}

/** The sum of the first `count` drawn prizes, in line bets. */
export function prizesLineBets(
  compiled: CompiledMoonRabbit,
  prizeDraws: ArrayLike<number>,
  offset: number,
  count: number,
): number {
  const { prizeLineBets } = compiled;
  let total = 0;
  for (let pearl = 0; pearl < count; pearl += 1) {
    total += prizeLineBets[prizeDraws[offset + pearl] ?? 0] ?? 0;
  }
  return total;
}

/** Where symbols a, b, c, d on a line sit in the linePay, lineWinSymbol and lineWinCount tables. */
export function lineTableIndex(
  symbolCount: number,
  a: number,
  b: number,
  c: number,
  d: number,
): number {
  return ((a * symbolCount + b) * symbolCount + c) * symbolCount + d;
}
