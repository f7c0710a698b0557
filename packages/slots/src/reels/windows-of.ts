const stripLengthMax = 10_000;

/**
 * Every stop's visible rows laid out flat, wrapping past the end of the strip: a reel stopped at
 * i shows strip[i], strip[i + 1], … top down, so a spin reads its screen without allocating.
 * lengthMin is the shortest strip the game accepts (a game may refuse one that shows a symbol twice).
 */
export function windowsOf(strip: readonly number[], rows: number, lengthMin = 1): Uint8Array {
  if (strip.length < lengthMin || strip.length > stripLengthMax) {
    throw new RangeError(
      `a strip holds ${lengthMin} to ${stripLengthMax} symbols, got ${strip.length}`,
    );
  }
  const windows = new Uint8Array(strip.length * rows);
  for (let stop = 0; stop < strip.length; stop += 1) {
    for (let row = 0; row < rows; row += 1) {
      windows[stop * rows + row] = strip[(stop + row) % strip.length] ?? 0;
    }
  }
  return windows;
}
