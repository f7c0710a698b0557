import { h, wait } from '../shared/dom';
import {
  clearWinHighlight,
  createReelFrame,
  paylinePolyline,
  reelCell,
  restStrip,
  slideStripIn,
  spinReel,
} from '../shared/reel-frame';
import type { ReelFrame } from '../shared/reel-frame';
import { cellKey } from './pearl-label';
import { symbolSpriteId } from './symbols';

/** What the reels show: grid[row][reel], and the prize printed on each pearl by "row:reel". */
export interface ReelScreen {
  grid: readonly (readonly string[])[];
  labels: ReadonlyMap<string, string>;
}

export interface LineWinShown {
  /** Index into the game's lines. */
  line: number;
  positions: readonly { reel: number; row: number }[];
}

export interface Reels {
  element: HTMLElement;
  show(screen: ReelScreen): void;
  /** Starts the reels turning while the server decides; land() stops them. */
  startSpin(): void;
  land(
    screen: ReelScreen,
    options: {
      reducedMotion: boolean;
      onReelStop: (reel: number) => void;
      /** A reel that turns a little longer, with a glow: the rabbit's, when pearls wait for it. */
      anticipate: number | null;
    },
  ): Promise<void>;
  highlight(lineWins: readonly LineWinShown[], lines: readonly (readonly number[])[]): void;
  clearHighlight(): void;
  /** The cell on screen at reel and row, once the reels have landed. */
  cellAt(reel: number, row: number): HTMLElement | undefined;
}

const rowCount = 3;
const fillerCount = 10;
const landingMs = 520;
const reelStaggerMs = 150;
const anticipationMs = 900;

/**
 * The four reels, drawn from the sprite; spinning is a CSS transform on each reel's strip.
 * fillersOf(reel) lists the symbols that may blur past on a reel (no rabbit on reels 1 to 3).
 */
export function createReels(
  reelCount: number,
  fillersOf: (reel: number) => readonly string[],
  label: string,
): Reels {
  const width = reelCount * 100;
  const frame = createReelFrame({ reelCount, label, width, height: rowCount * 100 });
  const { element, reels, strips, paylines } = frame;
  const fillers = (reel: number, count: number) => {
    const pool = fillersOf(reel);
    return Array.from({ length: count }, () =>
      cell(pool[Math.floor(Math.random() * pool.length)] ?? 'osmanthus'),
    );
  };
  const columnOf = (screen: ReelScreen, reel: number) =>
    Array.from({ length: rowCount }, (_, row) =>
      cell(screen.grid[row]?.[reel] ?? 'osmanthus', screen.labels.get(cellKey(reel, row))),
    );
  const settle = (reel: number, screen: ReelScreen) => {
    reels[reel]?.classList.remove('spinning', 'anticipating');
    const strip = strips[reel];
    if (strip) restStrip(strip, columnOf(screen, reel));
  };

  return {
    element,
    show(screen) {
      for (let reel = 0; reel < reelCount; reel += 1) settle(reel, screen);
    },
    startSpin() {
      this.clearHighlight();
      reels.forEach((reelElement, reel) => {
        const loop = fillers(reel, 6);
        const strip = strips[reel];
        const again = loop.map((each) => each.cloneNode(true) as HTMLElement);
        if (strip) spinReel(reelElement, strip, [...loop, ...again]);
      });
    },
    land: (screen, options) =>
      landReels({ frame, reelCount, settle, columnOf, fillers }, screen, options),
    highlight(lineWins, lines) {
      this.clearHighlight();
      for (const { line, positions } of lineWins) {
        for (const { reel, row } of positions) this.cellAt(reel, row)?.classList.add('win');
        const rows = lines[line];
        if (!rows) continue;
        const points = rows.map((row, reel) => ({ x: reel * 100 + 50, y: row * 100 + 50 }));
        const polyline = paylinePolyline(line, points, width);
        if (polyline) paylines.append(polyline);
      }
    },
    clearHighlight() {
      clearWinHighlight(frame);
    },
    cellAt(reel, row) {
      const found = strips[reel]?.children[row];
      return found instanceof HTMLElement ? found : undefined;
    },
  };
}

/** Stops the reels left to right, the rabbit's reel lit and held back when pearls wait for it. */
async function landReels(
  {
    frame,
    reelCount,
    settle,
    columnOf,
    fillers,
  }: {
    frame: ReelFrame;
    reelCount: number;
    settle: (reel: number, screen: ReelScreen) => void;
    columnOf: (screen: ReelScreen, reel: number) => HTMLElement[];
    fillers: (reel: number, count: number) => HTMLElement[];
  },
  screen: ReelScreen,
  { reducedMotion, onReelStop, anticipate }: Parameters<Reels['land']>[1],
): Promise<void> {
  const { reels, strips } = frame;
  if (reducedMotion) {
    for (let reel = 0; reel < reelCount; reel += 1) {
      settle(reel, screen);
      onReelStop(reel);
    }
    return;
  }
  const stops: Promise<void>[] = [];
  for (let reel = 0; reel < reelCount; reel += 1) {
    const reelElement = reels[reel];
    const strip = strips[reel];
    if (!reelElement || !strip) continue;
    if (reel === anticipate) {
      // The other reels have stopped: this one keeps turning, lit, before it lands.
      reelElement.classList.add('anticipating');
      await Promise.all(stops);
      await wait(anticipationMs);
    }
    reelElement.classList.remove('spinning');
    const durationMs = landingMs + reel * 50;
    slideStripIn(strip, [...columnOf(screen, reel), ...fillers(reel, fillerCount)], fillerCount, {
      durationMs,
      easing: 'cubic-bezier(0.18, 0.85, 0.3, 1.1)',
    });
    stops.push(
      wait(durationMs).then(() => {
        // The fillers are out of sight now; dropping them keeps the DOM small.
        settle(reel, screen);
        onReelStop(reel);
      }),
    );
    await wait(reelStaggerMs);
  }
  await Promise.all(stops);
  // Let the last reel settle before anyone draws lines over it.
  await wait(60);
}

function cell(symbol: string, label?: string): HTMLElement {
  const value =
    label === undefined
      ? []
      : [h('span', { class: label.length > 7 ? 'pearl-value long' : 'pearl-value', text: label })];
  return reelCell(symbolSpriteId(symbol), symbol, '', value);
}
