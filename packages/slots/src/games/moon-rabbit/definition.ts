import type { GameIdentity } from '../../slot-game';

export type MoonRabbitSymbol =
  'moon' | 'mooncake' | 'lantern' | 'lotus' | 'peach' | 'osmanthus' | 'pearl' | 'rabbit';

/**
 * wild substitutes for every paying symbol on a line; cash is the moon pearl, which carries a
 * prize; collector is the jade rabbit, which collects the prizes. Cash and collector never
 * complete a line.
 */
export type SymbolRole = 'wild' | 'paying' | 'cash' | 'collector';

/** Every symbol that can complete a line: the paying symbols and the wild. */
export type LinePayingSymbol = Exclude<MoonRabbitSymbol, 'pearl' | 'rabbit'>;

export interface SymbolDefinition {
  readonly id: MoonRabbitSymbol;
  readonly name: string;
  readonly role: SymbolRole;
}

/** What a line of three or four of a symbol, counted from reel 1, pays in line bets. */
export interface LinePays {
  readonly three: number;
  readonly four: number;
}

/** An exact multiple of the total bet, kept as a fraction so 0.5× is exact. */
export interface BetMultiple {
  readonly numerator: number;
  readonly denominator: number;
}

/** One row of the cash prize table: a prize and how often a pearl carries it. */
export interface CashPrize {
  readonly timesBet: BetMultiple;
  readonly weight: number;
}

/** A reel of four; strips are listed reel 1 to reel 4. */
export type FourReels<Value> = readonly [Value, Value, Value, Value];

/** A payline as the row (0 = top) it crosses on reels 1, 2, 3 and 4. */
export type Payline = FourReels<number>;

export interface MoonRabbitDefinition extends GameIdentity {
  readonly reels: 4;
  readonly rows: 3;
  readonly lines: readonly Payline[];
  readonly symbols: readonly SymbolDefinition[];
  readonly paytable: Readonly<Record<LinePayingSymbol, LinePays>>;
  /** A reel stopped at index i shows strip[i], strip[i + 1], strip[i + 2] (wrapping), top down. */
  readonly strips: FourReels<readonly MoonRabbitSymbol[]>;
  /**
   * Every visible pearl draws one prize from this table, by cumulative weight in this order. The
   * prizes a pearl can carry must each be a whole number of line bets (value × lines ÷
   * denominator), so every win is an exact multiple of the line bet and nothing is ever rounded.
   */
  readonly cashPrizes: readonly CashPrize[];
  /** The reel (0 = reel 1) the collector lands on; its strip is the only one that holds it. */
  readonly collectorReel: number;
}
