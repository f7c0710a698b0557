/**
 * How often each win happens, exactly: weightByWin maps a win (in the game's unit, e.g. line bets)
 * to the number of equally likely outcomes that pay it, out of weightTotal.
 */
export interface ExactDistribution {
  readonly weightTotal: bigint;
  readonly weightByWin: ReadonlyMap<number, bigint>;
}

/**
 * The same for a game whose stake differs from round to round (Teen Patti's play bet is a second
 * bet the player decides on): each outcome is a win and the bet that round staked, both in the
 * game's unit, with the number of equally likely outcomes that end that way.
 */
export interface StakedDistribution {
  readonly weightTotal: bigint;
  readonly outcomes: readonly StakedOutcome[];
}

export interface StakedOutcome {
  readonly win: number;
  readonly bet: number;
  readonly weight: bigint;
}

/** Adds counts (e.g. from enumerating reel stops) into weights, each count scaled by weight. */
export function addWeightedCounts(
  target: Map<number, bigint>,
  countByWin: ReadonlyMap<number, number>,
  weight: bigint,
): void {
  for (const [win, count] of countByWin) {
    target.set(win, (target.get(win) ?? 0n) + BigInt(count) * weight);
  }
}
