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
