export interface LinePayRule {
  readonly wildIndex: number;
  /** threePay[symbol] / fourPay[symbol] in line bets; 0 for symbols that never complete a line. */
  readonly threePay: readonly number[];
  readonly fourPay: readonly number[];
}

export interface BestLinePay {
  readonly symbol: number;
  readonly count: number;
  readonly pay: number;
}

/**
 * The pay rule of one line, cells listed reel 1 to reel 4: a run of one symbol from reel 1, where
 * the wild stands in for any paying symbol, pays for three or four of a kind. A run that starts
 * with wilds pays either the wilds' own combination or the symbol they complete, whichever pays
 * more (the symbol on a tie). Pearls and rabbits end a run and never pay on a line.
 */
export function bestLinePay(cells: readonly number[], rule: LinePayRule): BestLinePay | null {
  const { wildIndex } = rule;
  let wildRun = 0;
  while (wildRun < cells.length && cells[wildRun] === wildIndex) wildRun += 1;
  const wildPay = payFor(rule, wildIndex, wildRun);

  const symbol = cells[wildRun];
  let symbolRun = wildRun;
  let symbolPay = 0;
  if (symbol !== undefined && (rule.threePay[symbol] ?? 0) > 0) {
    symbolRun += 1;
    while (
      symbolRun < cells.length &&
      (cells[symbolRun] === symbol || cells[symbolRun] === wildIndex)
    ) {
      symbolRun += 1;
    }
    symbolPay = payFor(rule, symbol, symbolRun);
  }

  if (symbol !== undefined && symbolPay > 0 && symbolPay >= wildPay) {
    return { symbol, count: symbolRun, pay: symbolPay };
  }
  if (wildPay > 0) return { symbol: wildIndex, count: wildRun, pay: wildPay };
  return null;
}

function payFor(rule: LinePayRule, symbol: number, count: number): number {
  if (count >= 4) return rule.fourPay[symbol] ?? 0;
  if (count === 3) return rule.threePay[symbol] ?? 0;
  return 0;
}
