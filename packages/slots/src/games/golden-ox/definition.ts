import type { GameIdentity } from '../../slot-game';

export type GoldenOxSymbol = 'ox' | 'ingot' | 'jade' | 'coins' | 'knot' | 'lotus' | 'peach';

export interface GoldenOxSymbolDefinition {
  readonly id: GoldenOxSymbol;
  readonly name: string;
  /** The wild stands in for every paying symbol; three wilds pay the wild's own line. */
  readonly role: 'wild' | 'paying';
}

/**
 * Ox Charge, the respin feature: after a base spin with no line win, nextInt(triggerOneIn) = 0
 * sends the ox charging. The middle reel locks as four wilds and reels 1 and 3 respin on their base
 * strips until a respin wins or the respins run out; a respin's win is multiplied by the
 * multiplier of its place in the charge.
 */
export interface OxChargeDefinition {
  readonly name: string;
  readonly triggerOneIn: number;
  /** The multiplier of the 1st, 2nd, … respin; their number is the most respins a charge takes. */
  readonly respinMultipliers: readonly number[];
}

export type GoldenOxStrips = readonly [
  readonly GoldenOxSymbol[],
  readonly GoldenOxSymbol[],
  readonly GoldenOxSymbol[],
];

export interface GoldenOxDefinition extends GameIdentity {
  /** Rows shown by reels 1, 2 and 3: the middle reel is one taller, the outer two sit centred. */
  readonly reelRows: readonly [3, 4, 3];
  /** Each payline as the row (0 = top of its reel) it crosses on reels 1, 2 and 3. */
  readonly lines: readonly (readonly [number, number, number])[];
  readonly symbols: readonly GoldenOxSymbolDefinition[];
  /** What three of a symbol on a line pays, in line bets. */
  readonly paytable: Readonly<Record<GoldenOxSymbol, number>>;
  /** A reel stopped at index i shows strip[i], strip[i + 1], … (wrapping), top down. */
  readonly strips: GoldenOxStrips;
  readonly charge: OxChargeDefinition;
}
