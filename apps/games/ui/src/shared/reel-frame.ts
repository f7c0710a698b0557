import { h, svg } from './dom';

/**
 * What every game's reels are built of: a strip of cells inside each reel, an SVG for the
 * paylines over them, and the box the player's screen reader reads as one picture.
 */
export interface ReelFrame {
  element: HTMLElement;
  reels: HTMLElement[];
  strips: HTMLElement[];
  paylines: SVGSVGElement;
}

/** The reels' box; `reelClass(reel)` names each reel (a game with reels of several heights). */
export function createReelFrame(options: {
  reelCount: number;
  label: string;
  width: number;
  height: number;
  reelClass?: (reel: number) => string;
}): ReelFrame {
  const strips = Array.from({ length: options.reelCount }, () => h('div', { class: 'strip' }));
  const reels = strips.map((strip, reel) =>
    h('div', { class: options.reelClass?.(reel) ?? 'reel' }, [strip]),
  );
  const paylines = svg('svg', {
    class: 'paylines',
    viewBox: `0 0 ${options.width} ${options.height}`,
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  const element = h(
    'div',
    { class: 'reels', testId: 'reels', attrs: { role: 'img', 'aria-label': options.label } },
    [...reels, paylines],
  );
  return { element, reels, strips, paylines };
}

/** A reel turning while the server decides: a loop of cells, the CSS animation on. */
export function spinReel(reel: HTMLElement, strip: HTMLElement, loop: readonly HTMLElement[]) {
  strip.replaceChildren(...loop);
  strip.style.transition = '';
  strip.style.transform = '';
  reel.classList.add('spinning');
}

/**
 * Slides a strip of the result's cells followed by `fillerCount` fillers from the fillers into the
 * result, over durationMs; the caller settles the strip once it stopped.
 */
export function slideStripIn(
  strip: HTMLElement,
  cells: readonly HTMLElement[],
  fillerCount: number,
  transition: { durationMs: number; easing: string },
) {
  strip.replaceChildren(...cells);
  strip.style.transition = 'none';
  strip.style.transform = `translateY(-${(fillerCount / cells.length) * 100}%)`;
  // Reading layout commits the start position before the transition to the result begins.
  void strip.offsetHeight;
  strip.style.transition = `transform ${transition.durationMs}ms ${transition.easing}`;
  strip.style.transform = 'translateY(0)';
}

/** A strip at rest on its cells, with no transition left over. */
export function restStrip(strip: HTMLElement, cells: readonly HTMLElement[]) {
  strip.replaceChildren(...cells);
  strip.style.transition = 'none';
  strip.style.transform = '';
}

/** One payline drawn across the reels through the cells' centres, from edge to edge. */
export function paylinePolyline(
  line: number,
  points: readonly { x: number; y: number }[],
  width: number,
): SVGPolylineElement | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  return svg('polyline', {
    class: `payline payline-${line}`,
    points: [
      `4,${first.y}`,
      ...points.map(({ x, y }) => `${x},${y}`),
      `${width - 4},${last.y}`,
    ].join(' '),
  });
}

/** Takes every payline and every cell's win mark off. */
export function clearWinHighlight(frame: Pick<ReelFrame, 'paylines' | 'strips'>) {
  frame.paylines.replaceChildren();
  for (const strip of frame.strips) {
    for (const child of Array.from(strip.children)) child.classList.remove('win');
  }
}

/** A symbol's cell on a strip, drawn from the game's sprite. */
export function reelCell(
  spriteId: string,
  symbol: string,
  extraClass = '',
  children: readonly HTMLElement[] = [],
): HTMLElement {
  return h(
    'div',
    { class: `cell cell-${symbol} ${extraClass}`.trim(), attrs: { 'data-symbol': symbol } },
    [
      svg('svg', { class: 'symbol', viewBox: '0 0 100 100', 'aria-hidden': 'true' }, [
        svg('use', { href: `#${spriteId}` }),
      ]),
      ...children,
    ],
  );
}
