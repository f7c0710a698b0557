/**
 * lineRows[line × reels + reel]: the row each payline crosses on each reel, checked against the
 * rows that reel shows (rowsByReel, one entry per reel), so evaluation reads a flat table.
 */
export function compileLineRows(
  lines: readonly (readonly number[])[],
  rowsByReel: readonly number[],
): Uint8Array {
  if (lines.length === 0) throw new RangeError('a game needs at least one line');
  const reels = rowsByReel.length;
  const lineRows = new Uint8Array(lines.length * reels);
  lines.forEach((line, lineIndex) => {
    if (line.length !== reels) throw new RangeError(`line ${lineIndex} must cross ${reels} reels`);
    line.forEach((row, reel) => {
      if (!Number.isInteger(row) || row < 0 || row >= (rowsByReel[reel] ?? 0)) {
        throw new RangeError(`line ${lineIndex} crosses row ${row} of reel ${reel + 1}`);
      }
      lineRows[lineIndex * reels + reel] = row;
    });
  });
  return lineRows;
}
