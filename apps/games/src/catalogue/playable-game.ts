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
  /** Rounds that return something, a return smaller than the bet included. */
  hitFrequencyPercent: string;
  /** Rounds that return more than they staked: what a player calls a win. */
  netWinFrequencyPercent: string;
  /** The largest return of one round in total bets, exact decimal text ("1300", "5.5"). */
  maxWinTimesBet: string;
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
 * What a game with a decision in the middle of a round adds (Teen Patti: fold or play after seeing
 * the cards). The round's outcome is drawn whole from the seeds at the deal; play(seeds, bet)
 * without a decision is what the player may see while deciding, and with one the whole round.
 * A decision may add a second bet to the round (the play bet), which the wallet takes as a second
 * bet of the same round.
 */
export interface DecisionRules<Outcome extends SpinOutcome> {
  readonly choices: readonly string[];
  /**
   * The choice that adds no bet: made when the second bet is refused, and for a player who does
   * not decide in time, since the provider never puts down a bet the player did not make.
   */
  readonly withoutSecondBet: string;
  /** What a decision adds to the stake, from the bet the player chose; 0 for none. */
  secondBetMinor(decision: string, chosenBetMinor: number): number;
  /** The bet the player chose, read back from any outcome of the game. */
  chosenBetOf(outcome: Outcome): number;
}

/**
 * A game this provider plays: what its page is told, which page it is, and its outcome from the
 * round's seeds. Rounds, wallet, seeds, history and verification are shared and never look inside
 * an outcome beyond its total bet and win (and, for a game with a decision, through `decision`).
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
   * Deterministic: the same seeds, nonce, bet (and decision) always give the same outcome. Only
   * called with bets isPlayableBet accepts, and decisions among decision.choices.
   */
  play(seeds: RoundSeeds, betMinor: number, decision?: string): Outcome;
  /** Only for a game with a decision in the middle of a round. */
  readonly decision?: DecisionRules<Outcome>;
}

/** How long a round waits for the player's decision before the provider decides (the rules say so). */
export const decisionWaitMs = 120_000;

/** Whether a total bet can be played: a positive whole number the game's lines split evenly. */
export function isPlayableBet(game: Pick<PlayableGame, 'info'>, betMinor: number): boolean {
  return (
    Number.isSafeInteger(betMinor) && betMinor > 0 && betMinor % game.info.betDivisibleBy === 0
  );
}
