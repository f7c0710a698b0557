import type { GameIdentity } from '../../slot-game';

export type LuckyTigerSymbol =
  'tiger' | 'ingot' | 'coins' | 'lantern' | 'envelope' | 'firecracker' | 'orange' | 'blank';

/** Every symbol that can complete a line: the paying symbols and the wild. */
export type LinePayingSymbol = Exclude<LuckyTigerSymbol, 'blank'>;

/** The symbols Tiger Fortune can be played with: any paying symbol except the wild. */
export type FeaturedSymbol = Exclude<LinePayingSymbol, 'tiger'>;

export interface SymbolDefinition {
  readonly id: LuckyTigerSymbol;
  readonly name: string;
  /** wild substitutes for every paying symbol; blank is the empty cell of Tiger Fortune. */
  readonly role: 'wild' | 'paying' | 'blank';
}

/** A cell of a Tiger Fortune strip: the symbol picked for the feature, the wild, or empty. */
export type FeatureCell = 'featured' | 'wild' | 'blank';

export interface TigerFortuneDefinition {
  readonly name: string;
  /** Each spin draws nextInt(triggerOneIn); 0 turns the spin into Tiger Fortune. */
  readonly triggerOneIn: number;
  /** The featured symbol is picked with these weights, cumulated in this order. */
  readonly symbolWeights: readonly { readonly symbol: FeaturedSymbol; readonly weight: number }[];
  /** The reels of a Tiger Fortune spin, in place of the base strips. */
  readonly strips: readonly [
    readonly FeatureCell[],
    readonly FeatureCell[],
    readonly FeatureCell[],
  ];
  /** Multiplies the total win when all nine cells are the featured symbol or wild. */
  readonly fullScreenMultiplier: number;
}

export interface LuckyTigerDefinition extends GameIdentity {
  readonly reels: 3;
  readonly rows: 3;
  /** Each payline as the row (0 = top) it crosses on reels 1, 2 and 3. */
  readonly lines: readonly (readonly [number, number, number])[];
  readonly symbols: readonly SymbolDefinition[];
  /** What three of a symbol on a line pays, in line bets. */
  readonly paytable: Readonly<Record<LinePayingSymbol, number>>;
  /** A reel stopped at index i shows strip[i], strip[i + 1], strip[i + 2] (wrapping), top down. */
  readonly strips: readonly [
    readonly LuckyTigerSymbol[],
    readonly LuckyTigerSymbol[],
    readonly LuckyTigerSymbol[],
  ];
  readonly feature: TigerFortuneDefinition;
}
