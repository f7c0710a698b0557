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
import type { ReelFrame } from '../shared/reel-frame';
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
  const width = 3 * cellUnits + 2 * gapUnits;
  const frame = createReelFrame({
    reelCount: rowsPerReel.length,
    label,
    width,
    height: 4 * cellUnits,
    reelClass: (reel) => `reel reel-${reel}`,
  });
  const { element, strips, paylines } = frame;
  const reelElements = frame.reels;
  const randomSymbol = () => symbols[Math.floor(Math.random() * symbols.length)] ?? 'peach';
  const fillers = (count: number) => Array.from({ length: count }, randomSymbol);
  const cells = (symbolsShown: readonly string[]) => symbolsShown.map((symbol) => cell(symbol));
  const setStrip = (reel: number, shown: readonly string[]) =>
    strips[reel]?.replaceChildren(...cells(shown));
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
        const reelElement = reelElements[reel];
        const strip = strips[reel];
        if (reelElement && strip) spinReel(reelElement, strip, cells([...loop, ...loop]));
      }
    },
    land: (screen, options) => landReels({ frame, cells, columnOf, fillers }, screen, options),
    highlight(lineWins, lines) {
      reels.clearHighlight();
      for (const { line } of lineWins) {
        const rows = lines[line];
        if (!rows) continue;
        rows.forEach((row, reel) => strips[reel]?.children[row]?.classList.add('win'));
        const polyline = paylinePolyline(
          line,
          rows.map((row, reel) => centreOf(reel, row)),
          width,
        );
        if (polyline) paylines.append(polyline);
      }
    },
    clearHighlight() {
      clearWinHighlight(frame);
    },
    lockMiddle: (locked, reducedMotion) => lockMiddleReel(frame, locked, reducedMotion),
  };
  return reels;
}

/** Stops the given reels on the screen's symbols, left to right. */
async function landReels(
  {
    frame,
    cells,
    columnOf,
    fillers,
  }: {
    frame: ReelFrame;
    cells: (symbols: readonly string[]) => HTMLElement[];
    columnOf: (screen: Screen, reel: number) => string[];
    fillers: (count: number) => string[];
  },
  screen: Screen,
  { reels: reelIndices, reducedMotion, onReelStop }: Parameters<OxReels['land']>[1],
): Promise<void> {
  const reelElements = frame.reels;
  const { strips } = frame;
  const last = reelIndices[reelIndices.length - 1];
  for (const [order, reel] of reelIndices.entries()) {
    const reelElement = reelElements[reel];
    const strip = strips[reel];
    if (!reelElement || !strip) continue;
    reelElement.classList.remove('spinning');
    if (reducedMotion) {
      strip.replaceChildren(...cells(columnOf(screen, reel)));
      onReelStop(reel);
      continue;
    }
    const stoppedMs = landingMs + order * 60;
    slideStripIn(strip, cells([...columnOf(screen, reel), ...fillers(fillerCount)]), fillerCount, {
      durationMs: stoppedMs,
      easing: 'cubic-bezier(0.2, 0.85, 0.3, 1.12)',
    });
    void wait(stoppedMs).then(() => {
      // The fillers are out of sight now; dropping them keeps the DOM small.
      restStrip(strip, cells(columnOf(screen, reel)));
      onReelStop(reel);
    });
    await wait(reel === last ? stoppedMs : reelStaggerMs);
  }
  // Let the last reel settle before anyone draws lines over it.
  await wait(reducedMotion ? 0 : 40);
}

/** Turns the middle reel into four locked oxen, one after another, or releases it. */
async function lockMiddleReel(frame: ReelFrame, locked: boolean, reducedMotion: boolean) {
  const middle = frame.reels[1];
  const strip = frame.strips[1];
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
}

function cell(symbol: string, extraClass = ''): HTMLElement {
  return reelCell(symbolSpriteId(symbol), symbol, extraClass);
}
