import { and, eq, sql } from 'drizzle-orm';
import type { CallData, vipInfo } from '@sorte/contracts';
import { vipTierFor } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { depositOrders } from '../../db/schema';
import type { RewardPlayer } from './reward-player';
import { rewardsOf } from './reward-player';

type VipData = CallData<typeof vipInfo>;

async function depositedMinor(db: Database | Transaction, playerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrders.amountMinor}), 0)::text` })
    .from(depositOrders)
    .where(and(eq(depositOrders.playerId, playerId), eq(depositOrders.status, 'paid')));
  return Number(row?.total ?? 0);
}

/** The player's VIP level (0 before any deposit), from lifetime paid deposits. */
export async function readVipLevel(
  db: Database | Transaction,
  player: RewardPlayer,
): Promise<number> {
  return vipTierFor(player.market, await depositedMinor(db, player.playerId))?.level ?? 0;
}

/**
 * The VIP page: the level, the deposits still to go to the next one in the market's money, and
 * each level's benefits as they are in force (withdrawal limits and the sign-in multiplier). A
 * level raises limits and rewards; it never gates money already won (PRODUCT.md §3.5).
 */
export async function readVipInfo(db: Database, player: RewardPlayer): Promise<VipData> {
  const { market, settings } = rewardsOf(player);
  const deposited = await depositedMinor(db, player.playerId);
  const level = vipTierFor(player.market, deposited)?.level ?? 0;
  const next = market.vipTiers.find((tier) => tier.level === level + 1);
  return {
    level,
    depositedMinor: deposited,
    nextLevelDepositsMinor: next?.totalDepositsMinorMin ?? null,
    tiers: market.vipTiers.map((tier) => ({
      level: tier.level,
      depositsMinorMin: tier.totalDepositsMinorMin,
      withdrawalsPerDayMax: tier.withdrawalsPerDayMax,
      withdrawalMinorMax: tier.withdrawalMinorMax,
      signInMultiplierBps: settings.signInMultiplierBpsByVipLevel[tier.level] ?? 10_000,
    })),
  };
}
