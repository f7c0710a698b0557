/**
 * Transaction ids come from the round, never from an attempt: a retried bet, win or rollback is
 * the same transaction to the casino, which answers it once.
 */
export const walletTransactionIds = (roundId: string) => ({
  bet: `${roundId}:bet`,
  win: `${roundId}:win`,
  rollback: `${roundId}:rollback`,
});
