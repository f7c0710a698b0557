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
