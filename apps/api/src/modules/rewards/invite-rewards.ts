import { and, count, eq, isNull, sql, sum } from 'drizzle-orm';
import type { CallData, inviteStats } from '@sorte/contracts';
import type { Database, Transaction } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { invitations, rewardClaims } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { lockPlayer } from '../ledger/lock-players';
import { creditReward, requireMayTakeReward } from './credit-reward';
import type { Credited } from './credit-reward';
import { inviteCodeOf } from './invitations';
import type { RewardPlayer } from './reward-player';
import { rewardsOf } from './reward-player';

type InviteStats = CallData<typeof inviteStats>;

/** The share address: the player app's address with the player's code. */
export async function readInviteShare(
  db: Database,
  player: RewardPlayer,
  webOrigin: string,
): Promise<{ offered: boolean; shareUrl: string; extensionCode: string }> {
  const code = await inviteCodeOf(db, player.playerId);
  const shareUrl = new URL('/', webOrigin);
  shareUrl.searchParams.set('code', code);
  return {
    offered: rewardsOf(player).settings.enabled.invite,
    shareUrl: shareUrl.toString(),
    extensionCode: code,
  };
}

/** Qualified invitees whose reward the inviter has not claimed yet. */
async function claimableInvitees(tx: Database | Transaction, inviterId: number): Promise<number[]> {
  const rows = await tx
    .select({ inviteeId: invitations.inviteeId })
    .from(invitations)
    .leftJoin(
      rewardClaims,
      and(
        eq(rewardClaims.playerId, invitations.inviterId),
        eq(rewardClaims.kind, 'invite'),
        sql`${rewardClaims.occasion} = ${invitations.inviteeId}::text`,
      ),
    )
    .where(
      and(
        eq(invitations.inviterId, inviterId),
        eq(invitations.status, 'qualified'),
        isNull(rewardClaims.id),
      ),
    );
  return rows.map((row) => row.inviteeId);
}

/** Invited, qualified, earned and claimable, with the stated reward and qualifying deposit. */
export async function readInviteStats(
  db: Database | Transaction,
  player: RewardPlayer,
): Promise<InviteStats> {
  const { settings } = rewardsOf(player);
  const byStatus = await db
    .select({ status: invitations.status, invitees: count() })
    .from(invitations)
    .where(eq(invitations.inviterId, player.playerId))
    .groupBy(invitations.status);
  const [earned] = await db
    .select({ total: sum(rewardClaims.amountMinor) })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.playerId, player.playerId), eq(rewardClaims.kind, 'invite')));
  const invitees = (status: string) =>
    Number(byStatus.find((row) => row.status === status)?.invitees ?? 0);
  const claimable = (await claimableInvitees(db, player.playerId)).length;
  return {
    offered: settings.enabled.invite,
    invited: invitees('pending') + invitees('qualified') + invitees('refused'),
    qualified: invitees('qualified'),
    earnedMinor: Number(earned?.total ?? 0),
    claimableMinor: claimable * settings.inviteRewardMinor,
    rewardMinor: settings.inviteRewardMinor,
    qualifyingDepositMinor: settings.inviteQualifyingDepositMinor,
  };
}

/**
 * Claims every claimable invitation reward: after the inviter's locks, each qualified invitee not
 * yet paid for is credited once (keyed by the invitee); with none, refused and nothing written.
 */
export async function claimInviteRewards(
  db: Database,
  player: RewardPlayer,
  now: Date,
): Promise<{ credited: Credited }> {
  return moneyTransaction(db, async (tx) => {
    await lockPlayer(tx, player.playerId);
    await requireMayTakeReward(tx, player, 'invite', now);
    const invitees = await claimableInvitees(tx, player.playerId);
    if (invitees.length === 0) throw new PlayerError('reward_not_due', 409);
    const { settings } = rewardsOf(player);
    let last: Credited | null = null;
    for (const inviteeId of invitees) {
      last = await creditReward(tx, player, {
        kind: 'invite',
        occasion: String(inviteeId),
        amountMinor: settings.inviteRewardMinor,
      });
    }
    const total = settings.inviteRewardMinor * invitees.length;
    return {
      credited: {
        amountMinor: total,
        wageringAddedMinor: total * settings.wageringMultiple,
        balanceMinor: last?.balanceMinor ?? 0,
      },
    };
  });
}
