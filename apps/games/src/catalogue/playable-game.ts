import type { SpinOutcome } from '@sorte/slots';

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export type GameKind = 'slot' | 'table';

/** How much a game's win swings from spin to spin; see volatilityOf for the thresholds. */
export type VolatilityLabel = 'low' | 'medium' | 'high';

/**
 * What the casino may show about a game before launch (PRODUCT.md §3.10): exact figures from the
 * game's PAR sheet, as the catalogue and every game page publish them.
 */
export interface GameFacts<Id extends number = number> {
  gameId: Id;
  title: string;
  kind: GameKind;
  /** Exact figures by enumeration, as decimal text rounded down ("96.6396"). */
  rtpPercent: string;
  hitFrequencyPercent: string;
  /** The largest win of one round, in whole total bets, rounded down. */
  maxWinTimesBet: number;
  volatility: VolatilityLabel;
}

/** Everything a game page is told about its game: the common facts plus its own rules. */
export interface GameInfo<Id extends number = number, Rules = unknown> extends GameFacts<Id> {
  /** A total bet must divide by this (a line game's line count), so every line gets whole units. */
  betDivisibleBy: number;
  /** What only this game's page understands: lines, symbols, feature, … */
  rules: Rules;
}

/**
 * A game this provider plays: what its page is told, which page it is, and its outcome from the
 * round's seeds. Rounds, wallet, seeds, history and verification are shared and never look inside
 * an outcome beyond its total bet and win.
 */
export interface PlayableGame<
  Id extends number = number,
  Rules = unknown,
  Outcome extends SpinOutcome = SpinOutcome,
> {
  readonly gameId: Id;
  /** The game's page in the built pages (ui/<file>). */
  readonly pageFile: string;
  readonly info: GameInfo<Id, Rules>;
  /**
   * Deterministic: the same seeds, nonce and total bet always give the same outcome, whose
   * totalBetMinor is betMinor. Only called with bets isPlayableBet accepts.
   */
  play(seeds: RoundSeeds, betMinor: number): Outcome;
}

/** Whether a total bet can be played: a positive whole number the game's lines split evenly. */
export function isPlayableBet(game: Pick<PlayableGame, 'info'>, betMinor: number): boolean {
  return (
    Number.isSafeInteger(betMinor) && betMinor > 0 && betMinor % game.info.betDivisibleBy === 0
  );
}
