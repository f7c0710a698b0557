import { createFastRandom } from '../random/fast-random';
import type { UniformIntSource } from '../random/uniform-int-source';

export interface SimulationResult {
  readonly spins: number;
  readonly seed: number;
  /** The average win divided by the total bet: the simulated RTP as a ratio (0.965 = 96.5%). */
  readonly meanWinPerBet: number;
  /** The standard error of meanWinPerBet, from the simulated variance. */
  readonly standardError: number;
  /** The share of rounds that return something. */
  readonly hitFrequency: number;
  /** The share of rounds that return more than they staked. */
  readonly netWinFrequency: number;
  readonly elapsedMs: number;
  /** Spins per second on one core (the simulation runs on one thread). */
  readonly spinsPerSecond: number;
}

/**
 * Plays one spin from rng and returns its win in the game's unit. An object with a method rather
 * than a closure so the JIT keeps it inlined across simulations; it must not allocate.
 */
export interface SpinPlayer {
  playSpin(rng: UniformIntSource): number;
}

export interface SimulateSpinsInput {
  readonly spins: number;
  readonly seed: number;
  /** The total bet in the unit playSpin returns its win in. */
  readonly betUnits: number;
  readonly player: SpinPlayer;
}

/** A limit so a typo cannot keep a core busy for hours (10^9 spins take minutes). */
export const simulationSpinsMax = 1_000_000_000;

/** Monte Carlo over the fast, non-cryptographic PRNG, to check the enumerated RTP. */
export function simulateSpins(input: SimulateSpinsInput): SimulationResult {
  const { spins, seed, betUnits, player } = input;
  assertSpinCount(spins);
  const rng = createFastRandom(seed);
  let winSum = 0;
  let squaredWinSum = 0;
  let hits = 0;
  let netWins = 0;
  const startedMs = performance.now();
  for (let spin = 0; spin < spins; spin += 1) {
    const win = player.playSpin(rng);
    winSum += win;
    squaredWinSum += win * win;
    if (win > 0) hits += 1;
    if (win > betUnits) netWins += 1;
  }
  const elapsedMs = performance.now() - startedMs;

  const mean = winSum / spins;
  const sampleVariance = (squaredWinSum - spins * mean * mean) / (spins - 1);
  return {
    spins,
    seed,
    meanWinPerBet: mean / betUnits,
    standardError: Math.sqrt(sampleVariance / spins) / betUnits,
    hitFrequency: hits / spins,
    netWinFrequency: netWins / spins,
    elapsedMs,
    spinsPerSecond: elapsedMs > 0 ? (spins / elapsedMs) * 1000 : Number.POSITIVE_INFINITY,
  };
}

/**
 * Plays one round whose stake depends on what happens in it (a decision that adds a bet): returns
 * the win and leaves the round's stake in `stake`, both in the game's unit. It must not allocate.
 */
export interface StakedRoundPlayer {
  playRound(rng: UniformIntSource): number;
  readonly stake: number;
}

/**
 * Monte Carlo for a game whose stake varies: the RTP is the ratio of all wins to all stakes, and
 * its standard error the ratio estimator's, Var ≈ Σ(win − RTP × stake)² / (n(n − 1)) / mean stake².
 */
export function simulateStakedRounds(input: {
  readonly rounds: number;
  readonly seed: number;
  readonly player: StakedRoundPlayer;
}): SimulationResult {
  const { rounds, seed, player } = input;
  assertSpinCount(rounds);
  const rng = createFastRandom(seed);
  let winSum = 0;
  let stakeSum = 0;
  let squaredWinSum = 0;
  let squaredStakeSum = 0;
  let productSum = 0;
  let hits = 0;
  let netWins = 0;
  const startedMs = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    const win = player.playRound(rng);
    const stake = player.stake;
    winSum += win;
    stakeSum += stake;
    squaredWinSum += win * win;
    squaredStakeSum += stake * stake;
    productSum += win * stake;
    if (win > 0) hits += 1;
    if (win > stake) netWins += 1;
  }
  const elapsedMs = performance.now() - startedMs;

  const ratio = winSum / stakeSum;
  const meanStake = stakeSum / rounds;
  const residualSquares = squaredWinSum - 2 * ratio * productSum + ratio * ratio * squaredStakeSum;
  return {
    spins: rounds,
    seed,
    meanWinPerBet: ratio,
    standardError: Math.sqrt(residualSquares / (rounds * (rounds - 1))) / meanStake,
    hitFrequency: hits / rounds,
    netWinFrequency: netWins / rounds,
    elapsedMs,
    spinsPerSecond: elapsedMs > 0 ? (rounds / elapsedMs) * 1000 : Number.POSITIVE_INFINITY,
  };
}

function assertSpinCount(spins: number): void {
  if (!Number.isSafeInteger(spins) || spins < 2 || spins > simulationSpinsMax) {
    throw new RangeError(`spins must be an integer from 2 to ${simulationSpinsMax}, got ${spins}`);
  }
}
