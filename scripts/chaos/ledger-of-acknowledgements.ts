// What the bank test's players and staff were told, kept per player: the effect on the balance of
// every operation the services acknowledged. At the end each player's balance must equal the sum
// of these, and each must be in the books exactly once.

export type Market = 'BR' | 'MX';

export interface PaidDeposit {
  chargeId: string;
  orderId: string;
  amountMinor: number;
  currency: string;
  method: string;
  /** The bonus credited with it, as the player's deposit history shows it. */
  bonusMinor: number;
}

export interface WalletRound {
  betTransactionId: string;
  betMinor: number;
  /** What the bet's definite answer was: applied, refused (never in the books) or rolled back. */
  outcome: 'won' | 'refused' | 'rolled_back';
  winTransactionId?: string;
  winMinor: number;
  rollbackTransactionId?: string;
}

export interface Withdrawal {
  orderId: string;
  amountMinor: number;
  idempotencyKey: string;
  /** Read at the end, once every withdrawal has ended. */
  finalStatus?: string;
}

export interface PlayerRecord {
  index: number;
  market: Market;
  currency: 'BRL' | 'MXN';
  userId: number;
  token: string;
  username: string;
  /** The console's id of the player (`P…`), for staff. */
  externalId?: string;
  payoutAccountId?: number;
  deposits: PaidDeposit[];
  rounds: WalletRound[];
  /** Sign-in rewards credited, with the amount the answer named (null: resolved from the books). */
  rewards: { amountMinor: number | null }[];
  adjustments: { adjustmentId: string; amountMinor: number }[];
  withdrawals: Withdrawal[];
}

/**
 * The balance the player's acknowledged operations add up to; `unnamedRewardsMinor` is what the
 * books credited for the rewards whose answer was lost.
 */
export function replayBalance(player: PlayerRecord, unnamedRewardsMinor: number): number {
  const deposits = player.deposits.reduce((sum, d) => sum + d.amountMinor + d.bonusMinor, 0);
  const rounds = player.rounds.reduce(
    (sum, round) => sum + (round.outcome === 'won' ? round.winMinor - round.betMinor : 0),
    0,
  );
  const rewards = player.rewards.reduce((sum, reward) => sum + (reward.amountMinor ?? 0), 0);
  const adjustments = player.adjustments.reduce((sum, a) => sum + a.amountMinor, 0);
  const paidOut = player.withdrawals
    .filter((withdrawal) => withdrawal.finalStatus === 'paid')
    .reduce((sum, withdrawal) => sum + withdrawal.amountMinor, 0);
  return deposits + rounds + rewards + unnamedRewardsMinor + adjustments - paidOut;
}
