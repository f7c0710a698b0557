import { h, svg, wait } from '../shared/dom';
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
  const strips = Array.from({ length: reelCount }, () => h('div', { class: 'strip' }));
  const reels = strips.map((strip) => h('div', { class: 'reel' }, [strip]));
  const paylines = svg('svg', {
    class: 'paylines',
    viewBox: `0 0 ${reelCount * 100} ${rowCount * 100}`,
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  const element = h(
    'div',
    { class: 'reels', testId: 'reels', attrs: { role: 'img', 'aria-label': label } },
    [...reels, paylines],
  );
  const fillers = (reel: number, count: number) => {
    const pool = fillersOf(reel);
    return Array.from(
      { length: count },
      () => pool[Math.floor(Math.random() * pool.length)] ?? 'osmanthus',
    );
  };
  const setStrip = (reel: number, cells: readonly HTMLElement[]) => {
    strips[reel]?.replaceChildren(...cells);
  };
  const columnOf = (screen: ReelScreen, reel: number) =>
    Array.from({ length: rowCount }, (_, row) =>
      cell(screen.grid[row]?.[reel] ?? 'osmanthus', screen.labels.get(cellKey(reel, row))),
    );
  const settle = (reel: number, screen: ReelScreen) => {
    reels[reel]?.classList.remove('spinning', 'anticipating');
    setStrip(reel, columnOf(screen, reel));
    const strip = strips[reel];
    if (strip) {
      strip.style.transition = 'none';
      strip.style.transform = '';
    }
  };

  return {
    element,
    show(screen) {
      for (let reel = 0; reel < reelCount; reel += 1) settle(reel, screen);
    },
    startSpin() {
      this.clearHighlight();
      reels.forEach((reelElement, reel) => {
        const loop = fillers(reel, 6).map((symbol) => cell(symbol));
        setStrip(reel, [...loop, ...loop.map((each) => each.cloneNode(true) as HTMLElement)]);
        const strip = strips[reel];
        if (strip) {
          strip.style.transition = '';
          strip.style.transform = '';
        }
        reelElement.classList.add('spinning');
      });
    },
    async land(screen, { reducedMotion, onReelStop, anticipate }) {
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
        const cells = [
          ...columnOf(screen, reel),
          ...fillers(reel, fillerCount).map((s) => cell(s)),
        ];
        setStrip(reel, cells);
        strip.style.transition = 'none';
        strip.style.transform = `translateY(-${(fillerCount / cells.length) * 100}%)`;
        // Reading layout commits the start position before the transition to the result begins.
        void strip.offsetHeight;
        const durationMs = landingMs + reel * 50;
        strip.style.transition = `transform ${durationMs}ms cubic-bezier(0.18, 0.85, 0.3, 1.1)`;
        strip.style.transform = 'translateY(0)';
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
    },
    highlight(lineWins, lines) {
      this.clearHighlight();
      for (const { line, positions } of lineWins) {
        for (const { reel, row } of positions) this.cellAt(reel, row)?.classList.add('win');
        const rows = lines[line];
        if (!rows) continue;
        const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`);
        const first = rows[0] ?? 1;
        const last = rows[rows.length - 1] ?? 1;
        paylines.append(
          svg('polyline', {
            class: `payline payline-${line}`,
            points: [
              `4,${first * 100 + 50}`,
              ...points,
              `${reelCount * 100 - 4},${last * 100 + 50}`,
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
    cellAt(reel, row) {
      const found = strips[reel]?.children[row];
      return found instanceof HTMLElement ? found : undefined;
    },
  };
}

function cell(symbol: string, label?: string): HTMLElement {
  const art = svg('svg', { class: 'symbol', viewBox: '0 0 100 100', 'aria-hidden': 'true' }, [
    svg('use', { href: `#${symbolSpriteId(symbol)}` }),
  ]);
  const value =
    label === undefined
      ? []
      : [h('span', { class: label.length > 7 ? 'pearl-value long' : 'pearl-value', text: label })];
  return h('div', { class: `cell cell-${symbol}`, attrs: { 'data-symbol': symbol } }, [
    art,
    ...value,
  ]);
}
