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
  readonly rtp: Fraction;
  readonly rtpPercent: string;
  /** The probability that a spin wins anything. */
  readonly hitFrequency: Fraction;
  readonly hitFrequencyPercent: string;
  readonly maxWinTimesBet: Fraction;
  readonly maxWinProbability: Fraction;
  /** The standard deviation of the win per unit of total bet. */
  readonly volatilityIndex: number;
  readonly winDistribution: readonly WinBucket[];
  readonly tables: readonly ParTable[];
}
