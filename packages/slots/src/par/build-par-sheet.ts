import type { ExactDistribution } from './exact-distribution';
import { formatPercent, fraction, fractionToNumber } from './fraction';
import type { ParSheet, ParTable, WinBucket } from './par-sheet';

export interface BuildParSheetInput {
  readonly gameId: number;
  readonly title: string;
  readonly distribution: ExactDistribution;
  /** The total bet in the distribution's win unit (5 for a 5-line game counted in line bets). */
  readonly betUnits: number;
  readonly tables: readonly ParTable[];
}

/** Upper bounds of the win buckets in total bets; the last bucket is everything above 50. */
const bucketUpperBoundsTimesBet = [0, 1, 2, 5, 10, 50] as const;

export function buildParSheet(input: BuildParSheetInput): ParSheet {
  const { distribution, betUnits } = input;
  if (!Number.isSafeInteger(betUnits) || betUnits <= 0) {
    throw new RangeError(`betUnits must be a positive integer, got ${betUnits}`);
  }
  let weightSum = 0n;
  let winWeightSum = 0n;
  let squaredWinWeightSum = 0n;
  let hitWeight = 0n;
  let maxWin = 0;
  for (const [win, weight] of distribution.weightByWin) {
    if (!Number.isSafeInteger(win) || win < 0) throw new RangeError(`bad win ${win}`);
    const winBig = BigInt(win);
    weightSum += weight;
    winWeightSum += winBig * weight;
    squaredWinWeightSum += winBig * winBig * weight;
    if (win > 0) hitWeight += weight;
    if (win > maxWin && weight > 0n) maxWin = win;
  }
  if (weightSum !== distribution.weightTotal) {
    throw new Error(`outcome weights sum to ${weightSum}, expected ${distribution.weightTotal}`);
  }

  const total = distribution.weightTotal;
  const bet = BigInt(betUnits);
  const rtp = fraction(winWeightSum, total * bet);
  const hitFrequency = fraction(hitWeight, total);
  // Var(X) = E[X²] − E[X]² with X = win ÷ bet, kept exact until the square root.
  const variance = fraction(
    squaredWinWeightSum * total - winWeightSum * winWeightSum,
    total * total * bet * bet,
  );

  return {
    gameId: input.gameId,
    title: input.title,
    outcomeWeightTotal: total,
    rtp,
    rtpPercent: formatPercent(rtp),
    hitFrequency,
    hitFrequencyPercent: formatPercent(hitFrequency),
    maxWinTimesBet: fraction(BigInt(maxWin), bet),
    maxWinProbability: fraction(distribution.weightByWin.get(maxWin) ?? 0n, total),
    volatilityIndex: Math.sqrt(fractionToNumber(variance)),
    winDistribution: bucketWins(distribution, bet),
    tables: input.tables,
  };
}

function bucketWins(distribution: ExactDistribution, bet: bigint): WinBucket[] {
  const bucketCount = bucketUpperBoundsTimesBet.length + 1;
  const weights = new Array<bigint>(bucketCount).fill(0n);
  const winWeights = new Array<bigint>(bucketCount).fill(0n);
  for (const [win, weight] of distribution.weightByWin) {
    const winBig = BigInt(win);
    let bucket = bucketUpperBoundsTimesBet.findIndex((bound) => winBig <= BigInt(bound) * bet);
    if (bucket === -1) bucket = bucketCount - 1;
    weights[bucket] = (weights[bucket] ?? 0n) + weight;
    winWeights[bucket] = (winWeights[bucket] ?? 0n) + winBig * weight;
  }
  return weights.map((weight, bucket) => {
    const probability = fraction(weight, distribution.weightTotal);
    return {
      label: bucketLabel(bucket),
      probability,
      probabilityPercent: formatPercent(probability),
      rtpContribution: fraction(winWeights[bucket] ?? 0n, distribution.weightTotal * bet),
    };
  });
}

function bucketLabel(bucket: number): string {
  const upper = bucketUpperBoundsTimesBet[bucket];
  const lower = bucketUpperBoundsTimesBet[bucket - 1];
  if (bucket === 0) return '0';
  if (upper === undefined) return `>${bucketUpperBoundsTimesBet.at(-1)}`;
  return `(${lower},${upper}]`;
}
