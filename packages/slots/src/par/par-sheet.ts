import type { Fraction } from './fraction';

/** A table of plain values a game adds to its PAR sheet: reel strips, paytable, RTP by source. */
export interface ParTable {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

export interface WinBucket {
  /** The range of win ÷ total bet: '0', '(0,1]', …, '>50'. */
  readonly label: string;
  readonly probability: Fraction;
  readonly probabilityPercent: string;
  /** The share of the RTP won in this bucket (of the total bet, not of the RTP). */
  readonly rtpContribution: Fraction;
}

/** The exact figures of a game, from enumerating every outcome with its probability. */
export interface ParSheet {
  readonly gameId: number;
  readonly title: string;
  /** The common denominator of every outcome's probability. */
  readonly outcomeWeightTotal: bigint;
  /** What the rounds return divided by what they stake, over every outcome. */
  readonly rtp: Fraction;
  readonly rtpPercent: string;
  /** The probability that a round returns something (a win smaller than the bet included). */
  readonly hitFrequency: Fraction;
  readonly hitFrequencyPercent: string;
  /** The probability that a round returns more than it staked: a win a player would call one. */
  readonly netWinFrequency: Fraction;
  readonly netWinFrequencyPercent: string;
  /** The largest return of one round divided by that round's bet, exact. */
  readonly maxWinTimesBet: Fraction;
  /** maxWinTimesBet as exact decimal text ("1300", "5.5"); see formatExact. */
  readonly maxWinTimesBetText: string;
  readonly maxWinProbability: Fraction;
  /** The standard deviation of one round's win divided by its bet. */
  readonly volatilityIndex: number;
  readonly winDistribution: readonly WinBucket[];
  readonly tables: readonly ParTable[];
}
