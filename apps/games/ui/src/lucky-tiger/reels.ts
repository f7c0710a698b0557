import { h, svg, wait } from '../shared/dom';
import { symbolSpriteId } from './symbols';

type Grid = readonly (readonly string[])[];

export interface LineWinShown {
  /** Index into the game's lines. */
  line: number;
}

export interface Reels {
  element: HTMLElement;
  show(grid: Grid): void;
  /** Starts the reels turning while the server decides; land() stops them. */
  startSpin(): void;
  land(
    grid: Grid,
    options: { reducedMotion: boolean; onReelStop: (reel: number) => void },
  ): Promise<void>;
  highlight(lineWins: readonly LineWinShown[], lines: readonly (readonly number[])[]): void;
  clearHighlight(): void;
  setFeature(on: boolean): void;
}

const reelCount = 3;
const rowCount = 3;
const fillerCount = 9;
const landingMs = 480;
const reelStaggerMs = 160;

/** The three reels, drawn from the sprite; spinning is a CSS transform on each reel's strip. */
export function createReels(symbols: readonly string[], label: string): Reels {
  const strips = Array.from({ length: reelCount }, () => h('div', { class: 'strip' }));
  const reels = strips.map((strip) => h('div', { class: 'reel' }, [strip]));
  const paylines = svg('svg', {
    class: 'paylines',
    viewBox: '0 0 300 300',
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  const element = h(
    'div',
    { class: 'reels', testId: 'reels', attrs: { role: 'img', 'aria-label': label } },
    [...reels, paylines],
  );
  const randomSymbol = () => symbols[Math.floor(Math.random() * symbols.length)] ?? 'orange';
  const fillers = (count: number) => Array.from({ length: count }, randomSymbol);

  const setStrip = (reel: number, cells: readonly string[]) => {
    strips[reel]?.replaceChildren(...cells.map(cell));
  };
  const columnOf = (grid: Grid, reel: number) =>
    Array.from({ length: rowCount }, (_, row) => grid[row]?.[reel] ?? 'blank');

  return {
    element,
    show(grid) {
      for (let reel = 0; reel < reelCount; reel += 1) {
        reels[reel]?.classList.remove('spinning');
        setStrip(reel, columnOf(grid, reel));
        const strip = strips[reel];
        if (strip) strip.style.transform = '';
      }
    },
    startSpin() {
      this.clearHighlight();
      reels.forEach((reelElement, reel) => {
        const loop = fillers(6);
        setStrip(reel, [...loop, ...loop]);
        const strip = strips[reel];
        if (strip) {
          strip.style.transition = '';
          strip.style.transform = '';
        }
        reelElement.classList.add('spinning');
      });
    },
    async land(grid, { reducedMotion, onReelStop }) {
      for (let reel = 0; reel < reelCount; reel += 1) {
        const reelElement = reels[reel];
        const strip = strips[reel];
        if (!reelElement || !strip) continue;
        reelElement.classList.remove('spinning');
        if (reducedMotion) {
          setStrip(reel, columnOf(grid, reel));
          onReelStop(reel);
          continue;
        }
        const cells = [...columnOf(grid, reel), ...fillers(fillerCount)];
        setStrip(reel, cells);
        strip.style.transition = 'none';
        strip.style.transform = `translateY(-${(fillerCount / cells.length) * 100}%)`;
        // Reading layout commits the start position before the transition to the result begins.
        void strip.offsetHeight;
        strip.style.transition = `transform ${landingMs + reel * 60}ms cubic-bezier(0.2, 0.85, 0.3, 1.12)`;
        strip.style.transform = 'translateY(0)';
        const stopped = landingMs + reel * 60;
        void wait(stopped).then(() => {
          // The fillers are out of sight now; dropping them keeps the DOM small.
          setStrip(reel, columnOf(grid, reel));
          strip.style.transition = 'none';
          strip.style.transform = '';
          onReelStop(reel);
        });
        await wait(reel === reelCount - 1 ? stopped : reelStaggerMs);
      }
      // Let the last reel settle before anyone draws lines over it.
      await wait(reducedMotion ? 0 : 40);
    },
    highlight(lineWins, lines) {
      this.clearHighlight();
      lineWins.forEach(({ line }) => {
        const rows = lines[line];
        if (!rows) return;
        rows.forEach((row, reel) => {
          strips[reel]?.children[row]?.classList.add('win');
        });
        const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`);
        const first = rows[0] ?? 1;
        const last = rows[rows.length - 1] ?? 1;
        paylines.append(
          svg('polyline', {
            class: `payline payline-${line}`,
            points: [`4,${first * 100 + 50}`, ...points, `296,${last * 100 + 50}`].join(' '),
          }),
        );
      });
    },
    clearHighlight() {
      paylines.replaceChildren();
      for (const strip of strips) {
        for (const child of Array.from(strip.children)) child.classList.remove('win');
      }
    },
    setFeature(on) {
      element.classList.toggle('feature', on);
    },
  };
}

function cell(symbol: string): HTMLElement {
  return h('div', { class: `cell cell-${symbol}`, attrs: { 'data-symbol': symbol } }, [
    svg('svg', { class: 'symbol', viewBox: '0 0 100 100', 'aria-hidden': 'true' }, [
      svg('use', { href: `#${symbolSpriteId(symbol)}` }),
    ]),
  ]);
}
