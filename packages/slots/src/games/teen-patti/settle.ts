import type { CompiledTeenPatti, SettlementCase } from './compile';
import { dealerDoesNotQualify, handsEqual, playerHigher, playerLower } from './compile';
import { handClassIndexOf } from './rank-hand';

/**
 * How a played hand ends from the two hands' strengths: the dealer must qualify; against a
 * qualifying dealer the higher hand wins and equal hands tie.
 */
export function settlementCaseOf(
  compiled: CompiledTeenPatti,
  playerStrength: number,
  dealerStrength: number,
): SettlementCase {
  if (dealerStrength < compiled.qualifyingStrengthMin) return dealerDoesNotQualify;
  if (playerStrength > dealerStrength) return playerHigher;
  if (playerStrength < dealerStrength) return playerLower;
  return handsEqual;
}

/** The ante bonus on the player's hand, in antes, whatever the dealer holds. */
export function settleBonus(compiled: CompiledTeenPatti, playerStrength: number): number {
  return compiled.bonusByClass[handClassIndexOf(playerStrength)] ?? 0;
}

/**
 * Everything a played hand returns, in antes, from a round that staked two (ante and play): the
 * ante's and the play bet's return plus the bonus. The core every path shares (play,
 * enumeration, simulation); only comparisons, no allocation. A folded hand returns 0.
 */
export function settlePlayedHand(
  compiled: CompiledTeenPatti,
  playerStrength: number,
  dealerStrength: number,
): number {
  const settlementCase = settlementCaseOf(compiled, playerStrength, dealerStrength);
  return (
    (compiled.anteReturnByCase[settlementCase] ?? 0) +
    (compiled.playReturnByCase[settlementCase] ?? 0) +
    settleBonus(compiled, playerStrength)
  );
}
