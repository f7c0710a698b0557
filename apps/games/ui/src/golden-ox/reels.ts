import { h, svg, wait } from '../shared/dom';
import { symbolSpriteId } from './symbols';

/** reels[reel][row], top down: 3, 4 and 3 symbols. */
export type Screen = readonly (readonly string[])[];

export interface OxReels {
  element: HTMLElement;
  show(screen: Screen): void;
  /** Sets the given reels turning while the server (or the next respin) decides. */
  startSpin(reels: readonly number[]): void;
  /** Stops the given reels on the screen's symbols, left to right. */
  land(
    screen: Screen,
    options: {
      reels: readonly number[];
      reducedMotion: boolean;
      onReelStop: (reel: number) => void;
    },
  ): Promise<void>;
  highlight(lineWins: readonly { line: number }[], lines: readonly (readonly number[])[]): void;
  clearHighlight(): void;
  /** Turns the middle reel into four locked oxen, one after another, or releases it. */
  lockMiddle(locked: boolean, reducedMotion: boolean): Promise<void>;
}

const rowsPerReel = [3, 4, 3] as const;
const fillerCount = 9;
const landingMs = 460;
const reelStaggerMs = 150;
// The payline overlay's units: a cell is 100 wide and tall, reels 6 apart (the CSS gap at a
// typical phone cell), the outer reels half a cell down.
const cellUnits = 100;
const gapUnits = 6;

/** The three reels of 3, 4 and 3 rows, drawn from the sprite; a turn is a CSS transform. */
export function createOxReels(symbols: readonly string[], label: string): OxReels {
  const strips = rowsPerReel.map(() => h('div', { class: 'strip' }));
  const reelElements = strips.map((strip, reel) =>
    h('div', { class: `reel reel-${reel}` }, [strip]),
  );
  const width = 3 * cellUnits + 2 * gapUnits;
  const height = 4 * cellUnits;
  const paylines = svg('svg', {
    class: 'paylines',
    viewBox: `0 0 ${width} ${height}`,
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  const element = h(
    'div',
    { class: 'reels', testId: 'reels', attrs: { role: 'img', 'aria-label': label } },
    [...reelElements, paylines],
  );
  const randomSymbol = () => symbols[Math.floor(Math.random() * symbols.length)] ?? 'peach';
  const fillers = (count: number) => Array.from({ length: count }, randomSymbol);
  const setStrip = (reel: number, cells: readonly string[]) =>
    strips[reel]?.replaceChildren(...cells.map((symbol) => cell(symbol)));
  const columnOf = (screen: Screen, reel: number) =>
    Array.from({ length: rowsPerReel[reel] ?? 3 }, (_, row) => screen[reel]?.[row] ?? 'peach');
  const centreOf = (reel: number, row: number) => ({
    x: reel * (cellUnits + gapUnits) + cellUnits / 2,
    y: (reel === 1 ? 0 : cellUnits / 2) + row * cellUnits + cellUnits / 2,
  });

  const reels: OxReels = {
    element,
    show(screen) {
      rowsPerReel.forEach((_, reel) => {
        reelElements[reel]?.classList.remove('spinning');
        setStrip(reel, columnOf(screen, reel));
        const strip = strips[reel];
        if (strip) strip.style.transform = '';
      });
    },
    startSpin(reelIndices) {
      reels.clearHighlight();
      for (const reel of reelIndices) {
        const loop = fillers(6);
        setStrip(reel, [...loop, ...loop]);
        const strip = strips[reel];
        if (strip) {
          strip.style.transition = '';
          strip.style.transform = '';
        }
        reelElements[reel]?.classList.add('spinning');
      }
    },
    async land(screen, { reels: reelIndices, reducedMotion, onReelStop }) {
      const last = reelIndices[reelIndices.length - 1];
      for (const [order, reel] of reelIndices.entries()) {
        const reelElement = reelElements[reel];
        const strip = strips[reel];
        if (!reelElement || !strip) continue;
        reelElement.classList.remove('spinning');
        if (reducedMotion) {
          setStrip(reel, columnOf(screen, reel));
          onReelStop(reel);
          continue;
        }
        const cells = [...columnOf(screen, reel), ...fillers(fillerCount)];
        setStrip(reel, cells);
        strip.style.transition = 'none';
        strip.style.transform = `translateY(-${(fillerCount / cells.length) * 100}%)`;
        // Reading layout commits the start position before the transition to the result begins.
        void strip.offsetHeight;
        const stoppedMs = landingMs + order * 60;
        strip.style.transition = `transform ${stoppedMs}ms cubic-bezier(0.2, 0.85, 0.3, 1.12)`;
        strip.style.transform = 'translateY(0)';
        void wait(stoppedMs).then(() => {
          // The fillers are out of sight now; dropping them keeps the DOM small.
          setStrip(reel, columnOf(screen, reel));
          strip.style.transition = 'none';
          strip.style.transform = '';
          onReelStop(reel);
        });
        await wait(reel === last ? stoppedMs : reelStaggerMs);
      }
      // Let the last reel settle before anyone draws lines over it.
      await wait(reducedMotion ? 0 : 40);
    },
    highlight(lineWins, lines) {
      reels.clearHighlight();
      for (const { line } of lineWins) {
        const rows = lines[line];
        if (!rows) continue;
        rows.forEach((row, reel) => strips[reel]?.children[row]?.classList.add('win'));
        const points = rows.map((row, reel) => centreOf(reel, row));
        const first = points[0];
        const lastPoint = points[points.length - 1];
        if (!first || !lastPoint) continue;
        paylines.append(
          svg('polyline', {
            class: `payline payline-${line}`,
            points: [
              `4,${first.y}`,
              ...points.map(({ x, y }) => `${x},${y}`),
              `${width - 4},${lastPoint.y}`,
            ].join(' '),
          }),
        );
      }
    },
    clearHighlight() {
      paylines.replaceChildren();
      for (const strip of strips) {
        for (const child of Array.from(strip.children)) child.classList.remove('win');
      }
    },
    async lockMiddle(locked, reducedMotion) {
      const middle = reelElements[1];
      const strip = strips[1];
      if (!middle || !strip) return;
      if (!locked) {
        middle.classList.remove('locked');
        return;
      }
      middle.classList.add('locked');
      const cells = Array.from(strip.children);
      for (const [row, cellElement] of cells.entries()) {
        cellElement.replaceWith(cell('ox', 'locking'));
        if (!reducedMotion && row < cells.length - 1) await wait(140);
      }
      await wait(reducedMotion ? 0 : 260);
    },
  };
  return reels;
}

function cell(symbol: string, extraClass = ''): HTMLElement {
  return h(
    'div',
    { class: `cell cell-${symbol} ${extraClass}`.trim(), attrs: { 'data-symbol': symbol } },
    [
      svg('svg', { class: 'symbol', viewBox: '0 0 100 100', 'aria-hidden': 'true' }, [
        svg('use', { href: `#${symbolSpriteId(symbol)}` }),
      ]),
    ],
  );
}
