import { h, svg } from './dom';

/**
 * A round's screen in small, for the history and verify screens: one column per reel, top down,
 * so reels of different heights (3-4-3) line up around their middles.
 */
export function miniReels(
  reels: readonly (readonly string[])[],
  spriteIdOf: (symbol: string) => string,
  winningCells: ReadonlySet<string> = new Set(),
): HTMLElement {
  const columns = reels.map((column, reel) =>
    h(
      'div',
      { class: 'mini-reel' },
      column.map((symbol, row) =>
        h('span', { class: winningCells.has(`${row}:${reel}`) ? 'mini-cell win' : 'mini-cell' }, [
          svg('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true' }, [
            svg('use', { href: `#${spriteIdOf(symbol)}` }),
          ]),
        ]),
      ),
    ),
  );
  return h('div', { class: 'mini-grid' }, columns);
}

/** "row:reel" of every cell on a winning line; lines[line][reel] is the row crossed. */
export function winningCellsOf(
  lineWins: readonly { line: number }[],
  lines: readonly (readonly number[])[],
): Set<string> {
  const cells = new Set<string>();
  for (const { line } of lineWins) {
    lines[line]?.forEach((row, reel) => cells.add(`${row}:${reel}`));
  }
  return cells;
}

/** grid[row][reel] turned into reels[reel][row]. */
export function reelsOfGrid(grid: readonly (readonly string[])[]): string[][] {
  const reelCount = grid[0]?.length ?? 0;
  return Array.from({ length: reelCount }, (_, reel) => grid.map((row) => row[reel] ?? ''));
}
