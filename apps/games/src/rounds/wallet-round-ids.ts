/**
 * Transaction ids come from the round, never from an attempt: a retried bet, win or rollback is
 * the same transaction to the casino, which answers it once.
 */
export const walletTransactionIds = (roundId: string) => ({
  bet: `${roundId}:bet`,
  /** A decision's bet in the same round (Teen Patti's play bet). */
  secondBet: `${roundId}:second-bet`,
  win: `${roundId}:win`,
  rollback: `${roundId}:rollback`,
});

type WalletTransaction = keyof ReturnType<typeof walletTransactionIds>;

/**
 * What every wallet call of a round names, in the order the casino is sent it: the token it is
 * made with, the game, the currency, this call's transaction of the round, and the round.
 */
export function roundWalletCall(
  round: { readonly roundId: string; readonly gameId: number; readonly currency: string },
  token: string,
  transaction: WalletTransaction,
) {
  return {
    token,
    gameId: round.gameId,
    currency: round.currency,
    transactionId: walletTransactionIds(round.roundId)[transaction],
    roundId: round.roundId,
  };
}
