/**
 * The markers of harm the api scores every player on (UKGC guidance on customer interaction and
 * Brazil's SPA/MF ordinances expect operators to look for them), each with the threshold that
 * fires it. One point per marker; a player reaches the staff queue at `queueScoreMin`.
 */
export const harmThresholds = {
  /** Deposits of the last 7 days at least this many times the weekly average of the 4 before. */
  depositsRisingFactor: 2,
  depositsRisingCountMin: 3,
  /** Deposits within `depositAfterLossMinutes` of a bet that left less than 1.00. */
  depositsAfterLossMin: 2,
  depositAfterLossMinutes: 30,
  /** Withdrawals the player cancelled in 30 days. */
  cancelledWithdrawalsMin: 2,
  /** Share of the last 7 days' bets placed between 00:00 and 06:00 of the market's clock. */
  nightShareMin: 0.5,
  nightBetsMin: 20,
  /** Limit raises or removals asked for in 30 days. */
  limitRaisesMin: 1,
  /** The longest stretch of bets without a 30-minute pause in the last 7 days, in minutes. */
  longSessionMinutes: 180,
  queueScoreMin: 2,
} as const;

/** What the database counts for one player over the last 7 and 35 days. */
export interface HarmFigures {
  deposits7Minor: number;
  deposits7Count: number;
  depositsBeforeMinor: number;
  depositsAfterLoss: number;
  cancelledWithdrawals: number;
  bets7: number;
  nightBets7: number;
  limitRaises: number;
  longestSessionMinutes: number;
}

export const harmMarkerNames = [
  'deposits_rising',
  'deposits_after_loss',
  'withdrawals_cancelled',
  'night_play',
  'limits_raised',
  'long_sessions',
] as const;
export type HarmMarkerName = (typeof harmMarkerNames)[number];

export interface HarmMarker {
  marker: HarmMarkerName;
  /** The figures that fired it, for staff to read as evidence. */
  evidence: Record<string, number>;
}

/** The markers a player's figures fire. */
export function harmMarkersOf(figures: HarmFigures): HarmMarker[] {
  const t = harmThresholds;
  const weeklyBefore = figures.depositsBeforeMinor / 4;
  const nightShare = figures.bets7 === 0 ? 0 : figures.nightBets7 / figures.bets7;
  const fired: [boolean, HarmMarker][] = [
    [
      figures.deposits7Count >= t.depositsRisingCountMin &&
        weeklyBefore > 0 &&
        figures.deposits7Minor >= t.depositsRisingFactor * weeklyBefore,
      {
        marker: 'deposits_rising',
        evidence: {
          last7DaysMinor: figures.deposits7Minor,
          last7DaysCount: figures.deposits7Count,
          weeklyAverageBeforeMinor: Math.round(weeklyBefore),
        },
      },
    ],
    [
      figures.depositsAfterLoss >= t.depositsAfterLossMin,
      { marker: 'deposits_after_loss', evidence: { deposits: figures.depositsAfterLoss } },
    ],
    [
      figures.cancelledWithdrawals >= t.cancelledWithdrawalsMin,
      { marker: 'withdrawals_cancelled', evidence: { cancelled: figures.cancelledWithdrawals } },
    ],
    [
      figures.bets7 >= t.nightBetsMin && nightShare >= t.nightShareMin,
      { marker: 'night_play', evidence: { bets: figures.bets7, nightBets: figures.nightBets7 } },
    ],
    [
      figures.limitRaises >= t.limitRaisesMin,
      { marker: 'limits_raised', evidence: { raises: figures.limitRaises } },
    ],
    [
      figures.longestSessionMinutes >= t.longSessionMinutes,
      { marker: 'long_sessions', evidence: { longestMinutes: figures.longestSessionMinutes } },
    ],
  ];
  return fired.filter(([fires]) => fires).map(([, marker]) => marker);
}
