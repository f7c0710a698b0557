import type { CompiledTeenPatti } from './compile';
import { handClassIndexOf } from './rank-hand';

/**
 * What the ante returns, in ante bets, from the two hands' strengths: the dealer must qualify;
 * against a qualifying dealer the higher hand wins and equal hands tie. The core every path shares
 * (play, enumeration, simulation); only comparisons, no allocation.
 */
export function settleAnte(
  compiled: CompiledTeenPatti,
  playerStrength: number,
  dealerStrength: number,
): number {
  if (dealerStrength < compiled.qualifyingStrengthMin) {
    return compiled.anteReturnWhenDealerDoesNotQualify;
  }
  if (playerStrength > dealerStrength) return compiled.anteReturnOnWin;
  if (playerStrength < dealerStrength) return 0;
  return compiled.anteReturnOnTie;
}

/** The ante bonus on the player's hand, in ante bets, whatever the dealer holds. */
export function settleBonus(compiled: CompiledTeenPatti, playerStrength: number): number {
  return compiled.bonusByClass[handClassIndexOf(playerStrength)] ?? 0;
}

/** Everything the round returns, in ante bets: the ante's return plus the bonus. */
export function settleRound(
  compiled: CompiledTeenPatti,
  playerStrength: number,
  dealerStrength: number,
): number {
  return (
    settleAnte(compiled, playerStrength, dealerStrength) + settleBonus(compiled, playerStrength)
  );
}
