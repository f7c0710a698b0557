import type { FourReels } from './definition';

const stripLengthMax = 10_000;

/** Every stop's visible rows laid out flat, wrapping past the end of the strip. */
export function windowsOf(strip: readonly number[], rows: number): Uint8Array {
  if (strip.length === 0 || strip.length > stripLengthMax) {
    throw new RangeError(`a strip holds 1 to ${stripLengthMax} symbols, got ${strip.length}`);
  }
  const windows = new Uint8Array(strip.length * rows);
  for (let stop = 0; stop < strip.length; stop += 1) {
    for (let row = 0; row < rows; row += 1) {
      windows[stop * rows + row] = strip[(stop + row) % strip.length] ?? 0;
    }
  }
  return windows;
}

/** Per stop, how many of the visible rows show the symbol. */
export function countShown(windows: Uint8Array, rows: number, symbolIndex: number): Uint8Array {
  const counts = new Uint8Array(windows.length / rows);
  for (let stop = 0; stop < counts.length; stop += 1) {
    for (let row = 0; row < rows; row += 1) {
      if (windows[stop * rows + row] === symbolIndex) counts[stop] = (counts[stop] ?? 0) + 1;
    }
  }
  return counts;
}

export function mapReels<In, Out>(
  reels: FourReels<In>,
  map: (reel: In, index: number) => Out,
): FourReels<Out> {
  return [map(reels[0], 0), map(reels[1], 1), map(reels[2], 2), map(reels[3], 3)];
}
