/** A line win in line bets, as evaluate reports it. */
export interface LineWinInLineBets {
  readonly payLineBets: number;
}

/** The same line win in minor units: everything evaluate said, its pay times the line bet. */
export type LineWinMinor<Win extends LineWinInLineBets> = Omit<Win, 'payLineBets'> & {
  readonly payMinor: number;
};

/** A line bet is a positive whole number of minor units; anything else is a caller's bug. */
export function assertLineBetMinor(lineBetMinor: number): void {
  if (!Number.isSafeInteger(lineBetMinor) || lineBetMinor <= 0) {
    throw new RangeError(`lineBetMinor must be a positive integer, got ${lineBetMinor}`);
  }
}

/** Pays are whole line bets, so an amount is exact or it throws: it is never rounded. */
export function toSafeMinor(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`${amountMinor} minor units is beyond exact integer arithmetic`);
  }
  return amountMinor;
}

/** Each line win with its pay in minor units, its other fields in the order evaluate gave them. */
export function lineWinsInMinor<Win extends LineWinInLineBets>(
  lineWins: readonly Win[],
  lineBetMinor: number,
): LineWinMinor<Win>[] {
  return lineWins.map(({ payLineBets, ...win }) => ({
    ...win,
    payMinor: toSafeMinor(payLineBets * lineBetMinor),
  }));
}
