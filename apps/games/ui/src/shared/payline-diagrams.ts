import { h, svg } from './dom';

const cellUnits = 20;

/**
 * Small drawings of a line game's paylines: one figure per line, its cells lit. rowsPerReel gives
 * each reel's height; shorter reels sit centred against the tallest, as on the game screen.
 */
export function paylineDiagrams(
  lines: readonly (readonly number[])[],
  rowsPerReel: readonly number[],
): HTMLElement {
  const tallest = Math.max(...rowsPerReel);
  const width = rowsPerReel.length * cellUnits;
  const height = tallest * cellUnits;
  const topOf = (reel: number) => ((tallest - (rowsPerReel[reel] ?? tallest)) * cellUnits) / 2;
  const figures = lines.map((rows, line) =>
    h('figure', { class: 'line-diagram' }, [
      svg('svg', { viewBox: `0 0 ${width} ${height}`, 'aria-hidden': 'true' }, [
        ...rowsPerReel.flatMap((rowCount, reel) =>
          Array.from({ length: rowCount }, (_, row) =>
            svg('rect', {
              x: String(reel * cellUnits + 2),
              y: String(topOf(reel) + row * cellUnits + 2),
              width: '16',
              height: '16',
              rx: '3',
              class: rows[reel] === row ? 'line-cell on' : 'line-cell',
            }),
          ),
        ),
        svg('polyline', {
          class: `payline payline-${line}`,
          points: rows
            .map((row, reel) => `${reel * cellUnits + 10},${topOf(reel) + row * cellUnits + 10}`)
            .join(' '),
        }),
      ]),
      h('figcaption', { text: String(line + 1) }),
    ]),
  );
  return h('div', { class: 'line-diagrams' }, figures);
}
