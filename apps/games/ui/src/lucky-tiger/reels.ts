import { wait } from '../shared/dom';
import {
  clearWinHighlight,
  createReelFrame,
  paylinePolyline,
  reelCell,
  restStrip,
  slideStripIn,
  spinReel,
} from '../shared/reel-frame';
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
  const frame = createReelFrame({ reelCount, label, width: 300, height: 300 });
  const { element, reels, strips, paylines } = frame;
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
        const strip = strips[reel];
        if (strip) spinReel(reelElement, strip, [...loop, ...loop].map(cell));
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
        const stopped = landingMs + reel * 60;
        slideStripIn(
          strip,
          [...columnOf(grid, reel), ...fillers(fillerCount)].map(cell),
          fillerCount,
          {
            durationMs: stopped,
            easing: 'cubic-bezier(0.2, 0.85, 0.3, 1.12)',
          },
        );
        void wait(stopped).then(() => {
          // The fillers are out of sight now; dropping them keeps the DOM small.
          restStrip(strip, columnOf(grid, reel).map(cell));
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
        const points = rows.map((row, reel) => ({ x: reel * 100 + 50, y: row * 100 + 50 }));
        const polyline = paylinePolyline(line, points, 300);
        if (polyline) paylines.append(polyline);
      });
    },
    clearHighlight() {
      clearWinHighlight(frame);
    },
    setFeature(on) {
      element.classList.toggle('feature', on);
    },
  };
}

function cell(symbol: string): HTMLElement {
  return reelCell(symbolSpriteId(symbol), symbol);
}
