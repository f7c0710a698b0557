/**
 * A round's balances as the ledger movement that settled it left them: after is the balance its
 * own latest movement left (the win's when it paid something, otherwise its last bet's), and
 * before is derived from it, so after = before − bet + win holds exactly whatever else the player
 * does meanwhile (another tab, another game). The casino records its rounds by the same rule
 * (apps/api, wallet_bet and wallet_win), so both records of a round agree.
 */
export function roundBalances(
  latestMovementBalanceMinor: number,
  betMinor: number,
  winMinor: number,
): { balanceBeforeMinor: number; balanceAfterMinor: number } {
  return {
    balanceBeforeMinor: latestMovementBalanceMinor - winMinor + betMinor,
    balanceAfterMinor: latestMovementBalanceMinor,
  };
}

/**
 * The balance a settled round's latest movement left, from what the casino answered: its win's
 * when the win paid something, otherwise its last bet's (a win of 0 moves nothing, and its answer
 * is the balance now, which other rounds may have moved since).
 */
export function latestMovementBalanceOf<LastBet extends number | null>(
  round: { winMinor: number },
  winBalanceMinor: number,
  lastBetBalanceMinor: LastBet,
): number | LastBet {
  return round.winMinor > 0 ? winBalanceMinor : lastBetBalanceMinor;
}
