import type { RewardKind } from '@sorte/markets';
import type { Transaction } from '../../db/database';
import { rewardClaims } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { postTransaction } from '../ledger/post-transaction';
import { promotionCreditTransaction } from '../ledger/postings/promotion-credit-transaction';
import { requireMayPlay } from '../protection/require-may-play';
import type { RewardPlayer } from './reward-player';
import { rewardsOf } from './reward-player';

export interface Credited {
  amountMinor: number;
  wageringAddedMinor: number;
  balanceMinor: number;
}

/**
 * Refuses a reward the player may not take now: not offered in the market (or forbidden by its
 * compliance profile), the 18+ setup not done, or a break or self-exclusion in force (nothing is
 * credited while excluded). Run after the player's locks, so an exclusion just taken is seen.
 */
export async function requireMayTakeReward(
  tx: Transaction,
  player: RewardPlayer,
  kind: RewardKind,
  now: Date,
): Promise<void> {
  if (!rewardsOf(player).settings.enabled[kind]) throw new PlayerError('reward_unavailable', 403);
  await requireMayPlay(tx, player, now);
}

/**
 * Credits one reward inside the caller's transaction, after the player's locks: one ledger
 * movement from promotions keyed by the business fact (`claim:<kind>:<player>:<occasion>`), with
 * the market's turnover multiple, and its claim row beside it. A key already spent is a bug here:
 * the caller reads the claims after the locks and never credits an occasion twice.
 */
export async function creditReward(
  tx: Transaction,
  player: RewardPlayer,
  claim: { kind: RewardKind; occasion: string; amountMinor: number; signInDay?: number },
): Promise<Credited> {
  const { market, settings } = rewardsOf(player);
  const wageringAddedMinor = claim.amountMinor * settings.wageringMultiple;
  const posted = await postTransaction(
    tx,
    promotionCreditTransaction({
      playerId: player.playerId,
      currency: market.currency,
      claimKey: `${claim.kind}:${player.playerId}:${claim.occasion}`,
      amountMinor: claim.amountMinor,
      wageringAddedMinor,
    }),
  );
  if (posted.status !== 'applied') {
    throw new Error(
      `reward ${claim.kind}:${claim.occasion} of ${player.playerId}: ${posted.status}`,
    );
  }
  await tx.insert(rewardClaims).values({
    playerId: player.playerId,
    kind: claim.kind,
    occasion: claim.occasion,
    signInDay: claim.signInDay ?? null,
    currency: market.currency,
    amountMinor: claim.amountMinor,
    wageringAddedMinor: posted.wageringChanges[player.playerId] ?? wageringAddedMinor,
    ledgerTransactionId: posted.transactionId,
  });
  return {
    amountMinor: claim.amountMinor,
    wageringAddedMinor: posted.wageringChanges[player.playerId] ?? wageringAddedMinor,
    balanceMinor: posted.playerBalances[player.playerId] ?? 0,
  };
}
