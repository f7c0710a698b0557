import { and, desc, eq } from 'drizzle-orm';
import type { CallData, signInCalendar } from '@sorte/contracts';
import { decideSignIn, marketDay } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { rewardClaims } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { lockPlayer } from '../ledger/lock-players';
import { creditReward, requireMayTakeReward } from './credit-reward';
import type { Credited } from './credit-reward';
import { readVipLevel } from './vip';
import type { RewardPlayer } from './reward-player';
import { rewardsOf } from './reward-player';

type SignInData = CallData<typeof signInCalendar>;

/** Claims of the last two cycles are all a decision needs: a streak never spans more. */
const claimsRead = 18;

/**
 * The sign-in calendar on the market's own day (PRODUCT.md §3.11), with the player's VIP
 * multiplier: the claimed days of the cycle, today and the days to come.
 */
export async function readSignIn(
  db: Database | Transaction,
  player: RewardPlayer,
  now: Date,
): Promise<SignInData> {
  const { market, settings } = rewardsOf(player);
  const recent = await db
    .select({ date: rewardClaims.occasion, day: rewardClaims.signInDay })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.playerId, player.playerId), eq(rewardClaims.kind, 'sign_in')))
    .orderBy(desc(rewardClaims.occasion))
    .limit(claimsRead);
  const vipLevel = await readVipLevel(db, player);
  const multiplierBps = settings.signInMultiplierBpsByVipLevel[vipLevel] ?? 10_000;
  const today = marketDay(market, now);
  const decision = decideSignIn({
    claims: recent.reverse().map((claim) => ({ date: claim.date, day: claim.day ?? 1 })),
    today,
    rewardsMinor: settings.signInRewardsMinor,
    multiplierBps,
  });
  return {
    offered: settings.enabled.sign_in,
    today,
    day: decision.day,
    amountMinor: decision.amountMinor,
    claimedToday: decision.claimedToday,
    vipLevel,
    multiplierBps,
    wageringMultiple: settings.wageringMultiple,
    calendar: [...decision.calendar],
  };
}

/** Today's sign-in, once per market day: the second claim of a day is refused, nothing moves. */
export async function claimSignIn(
  db: Database,
  player: RewardPlayer,
  now: Date,
): Promise<SignInData & { credited: Credited }> {
  return moneyTransaction(db, async (tx) => {
    await lockPlayer(tx, player.playerId);
    await requireMayTakeReward(tx, player, 'sign_in', now);
    const before = await readSignIn(tx, player, now);
    if (before.claimedToday) throw new PlayerError('reward_claimed_today', 409);
    const credited = await creditReward(tx, player, {
      kind: 'sign_in',
      occasion: before.today,
      amountMinor: before.amountMinor,
      signInDay: before.day,
    });
    return { ...(await readSignIn(tx, player, now)), credited };
  });
}
