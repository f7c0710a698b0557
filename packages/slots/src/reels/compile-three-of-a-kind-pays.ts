/** A three-reel line game's pay tables, indexed (a × K + b) × K + c for symbols a, b, c of K. */
export interface ThreeOfAKindPays {
  /** What symbols a, b, c on a line pay, in line bets. */
  readonly linePay: Uint32Array;
  /** The symbol the line pays for, or -1 for no win. */
  readonly lineWinSymbol: Int8Array;
}

/**
 * Every line of three symbol indices, paid by the three-of-a-kind rule: the wild stands in for any
 * paying symbol, three wilds pay the wild's own line, and a blank (blankIndex, -1 for a game
 * without one) never pays. payOf gives the winning symbol's pay.
 */
export function compileThreeOfAKindPays<Id extends string>(
  symbolIds: readonly Id[],
  symbols: { readonly wildIndex: number; readonly blankIndex: number },
  payOf: (id: Id) => number,
): ThreeOfAKindPays {
  const symbolCount = symbolIds.length;
  const linePay = new Uint32Array(symbolCount ** 3);
  const lineWinSymbol = new Int8Array(symbolCount ** 3).fill(-1);
  for (let a = 0; a < symbolCount; a += 1) {
    for (let b = 0; b < symbolCount; b += 1) {
      for (let c = 0; c < symbolCount; c += 1) {
        const winner = lineWinner(a, b, c, symbols.wildIndex, symbols.blankIndex);
        if (winner === -1) continue;
        const cell = lineTableIndex(symbolCount, a, b, c);
        lineWinSymbol[cell] = winner;
        const id = symbolIds[winner];
        if (id === undefined) throw new RangeError(`no symbol ${winner}`);
        linePay[cell] = payOf(id);
      }
    }
  }
  return { linePay, lineWinSymbol };
}

function lineWinner(
  a: number,
  b: number,
  c: number,
  wildIndex: number,
  blankIndex: number,
): number {
  let winner = -1;
  for (const cell of [a, b, c]) {
    if (cell === blankIndex) return -1;
    if (cell === wildIndex) continue;
    if (winner === -1) winner = cell;
    else if (cell !== winner) return -1;
  }
  return winner === -1 ? wildIndex : winner;
}

/** Where symbols a, b, c on a line sit in the linePay and lineWinSymbol tables. */
export function lineTableIndex(symbolCount: number, a: number, b: number, c: number): number {
  return (a * symbolCount + b) * symbolCount + c;
}
