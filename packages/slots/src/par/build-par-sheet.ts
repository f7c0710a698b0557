import type { ExactDistribution, StakedDistribution, StakedOutcome } from './exact-distribution';
import { formatExact, formatPercent, fraction, fractionToNumber } from './fraction';
import type { Fraction } from './fraction';
import type { ParSheet, ParTable, WinBucket } from './par-sheet';

interface ParSheetIdentity {
  readonly gameId: number;
  readonly title: string;
  readonly tables: readonly ParTable[];
}

/** A game whose every round stakes the same: a slot's total bet. */
export interface BuildParSheetInput extends ParSheetIdentity {
  readonly distribution: ExactDistribution;
  /** The total bet in the distribution's win unit (5 for a 5-line game counted in line bets). */
  readonly betUnits: number;
}

/** A game whose stake depends on the round (a decision that adds a bet). */
export interface BuildStakedParSheetInput extends ParSheetIdentity {
  readonly stakedDistribution: StakedDistribution;
}

/** Upper bounds of the win buckets in total bets; the last bucket is everything above 50. */
const bucketUpperBoundsTimesBet = [0, 1, 2, 5, 10, 50] as const;

export function buildParSheet(input: BuildParSheetInput | BuildStakedParSheetInput): ParSheet {
  if ('stakedDistribution' in input) return buildSheet(input, input.stakedDistribution);
  const { distribution, betUnits } = input;
  if (!Number.isSafeInteger(betUnits) || betUnits <= 0) {
    throw new RangeError(`betUnits must be a positive integer, got ${betUnits}`);
  }
  const outcomes = [...distribution.weightByWin].map(([win, weight]) => ({
    win,
    bet: betUnits,
    weight,
  }));
  return buildSheet(input, { weightTotal: distribution.weightTotal, outcomes });
}

/**
 * Every figure exactly, over outcomes that each stake a bet and return a win. The RTP is what all
 * rounds return over what they all stake; the other figures look at one round's win against that
 * round's own bet.
 */
function buildSheet(identity: ParSheetIdentity, distribution: StakedDistribution): ParSheet {
  const outcomes = distribution.outcomes.filter(({ weight }) => weight > 0n);
  let weightSum = 0n;
  let winWeightSum = 0n;
  let betWeightSum = 0n;
  let hitWeight = 0n;
  let netWinWeight = 0n;
  let maxWin: StakedOutcome | undefined;
  for (const outcome of outcomes) {
    const { win, bet, weight } = outcome;
    if (!Number.isSafeInteger(win) || win < 0) throw new RangeError(`bad win ${win}`);
    if (!Number.isSafeInteger(bet) || bet <= 0) throw new RangeError(`bad bet ${bet}`);
    weightSum += weight;
    winWeightSum += BigInt(win) * weight;
    betWeightSum += BigInt(bet) * weight;
    if (win > 0) hitWeight += weight;
    if (win > bet) netWinWeight += weight;
    if (!maxWin || compareRatios(outcome, maxWin) > 0) maxWin = outcome;
  }
  const total = distribution.weightTotal;
  if (weightSum !== total) {
    throw new Error(`outcome weights sum to ${weightSum}, expected ${total}`);
  }
  if (!maxWin) throw new Error('a PAR sheet needs at least one outcome');
  const best = maxWin;
  const maxWinTimesBet = fraction(BigInt(best.win), BigInt(best.bet));
  const rtp = fraction(winWeightSum, betWeightSum);
  const hitFrequency = fraction(hitWeight, total);
  const netWinFrequency = fraction(netWinWeight, total);

  return {
    gameId: identity.gameId,
    title: identity.title,
    outcomeWeightTotal: total,
    rtp,
    rtpPercent: formatPercent(rtp),
    hitFrequency,
    hitFrequencyPercent: formatPercent(hitFrequency),
    netWinFrequency,
    netWinFrequencyPercent: formatPercent(netWinFrequency),
    maxWinTimesBet,
    maxWinTimesBetText: formatExact(maxWinTimesBet),
    maxWinProbability: fraction(
      outcomes
        .filter((outcome) => compareRatios(outcome, best) === 0)
        .reduce((sum, { weight }) => sum + weight, 0n),
      total,
    ),
    volatilityIndex: standardDeviationOfRatio(outcomes, total),
    winDistribution: bucketWins(outcomes, total, betWeightSum),
    tables: identity.tables,
  };
}

/** Compares win ÷ bet of two outcomes exactly: negative, zero or positive. */
function compareRatios(left: StakedOutcome, right: StakedOutcome): number {
  const difference = BigInt(left.win) * BigInt(right.bet) - BigInt(right.win) * BigInt(left.bet);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

/**
 * The standard deviation of one round's win ÷ bet, kept exact until the square root: every ratio
 * is written over the bets' least common multiple, so Var(X) = E[X²] − E[X]² is integer sums.
 */
function standardDeviationOfRatio(outcomes: readonly StakedOutcome[], total: bigint): number {
  const common = outcomes.reduce(
    (multiple, { bet }) => leastCommonMultiple(multiple, BigInt(bet)),
    1n,
  );
  let sum = 0n;
  let squaredSum = 0n;
  for (const { win, bet, weight } of outcomes) {
    const scaled = BigInt(win) * (common / BigInt(bet));
    sum += scaled * weight;
    squaredSum += scaled * scaled * weight;
  }
  const variance = fraction(squaredSum * total - sum * sum, total * total * common * common);
  return Math.sqrt(fractionToNumber(variance));
}

function leastCommonMultiple(left: bigint, right: bigint): bigint {
  let a = left;
  let b = right;
  while (b !== 0n) [a, b] = [b, a % b];
  return (left / a) * right;
}

/**
 * The rounds by their win ÷ bet: each bucket's probability, and its share of the RTP (what its
 * rounds return over what all rounds stake), so the shares add up to the RTP.
 */
function bucketWins(
  outcomes: readonly StakedOutcome[],
  total: bigint,
  betWeightSum: bigint,
): WinBucket[] {
  const bucketCount = bucketUpperBoundsTimesBet.length + 1;
  const weights = new Array<bigint>(bucketCount).fill(0n);
  const winWeights = new Array<bigint>(bucketCount).fill(0n);
  for (const { win, bet, weight } of outcomes) {
    let bucket = bucketUpperBoundsTimesBet.findIndex((bound) => win <= bound * bet);
    if (bucket === -1) bucket = bucketCount - 1;
    weights[bucket] = (weights[bucket] ?? 0n) + weight;
    winWeights[bucket] = (winWeights[bucket] ?? 0n) + BigInt(win) * weight;
  }
  return weights.map((weight, bucket): WinBucket => {
    const probability: Fraction = fraction(weight, total);
    return {
      label: bucketLabel(bucket),
      probability,
      probabilityPercent: formatPercent(probability),
      rtpContribution: fraction(winWeights[bucket] ?? 0n, betWeightSum),
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
