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
