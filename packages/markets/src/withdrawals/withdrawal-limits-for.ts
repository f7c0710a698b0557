import type { Market, VipTier } from '../market';

/** The limits a player's level sets on withdrawing. */
export interface WithdrawalLimits {
  /** The player's VIP level; 0 before any deposit. */
  readonly vipLevel: number;
  readonly withdrawalsPerDayMax: number;
  /** Largest single withdrawal: the level's, never above the market's. */
  readonly withdrawalMinorMax: number;
}

/**
 * The withdrawal limits of a player at a VIP tier (from vipTierFor). A VIP0 player (no deposit
 * yet, e.g. winnings of a novice-task reward) gets the lowest tier's limits: PRODUCT.md §3.5 says
 * VIP levels are never a condition for taking out money already won, so having no level must not
 * stop a withdrawal; the lowest tier's limits are the smallest the market grants anyone.
 */
export function withdrawalLimitsFor(market: Market, vipTier: VipTier | null): WithdrawalLimits {
  const tier = vipTier ?? market.vipTiers[0];
  if (tier === undefined) throw new RangeError(`market ${market.code} has no VIP tiers`);
  return {
    vipLevel: vipTier?.level ?? 0,
    withdrawalsPerDayMax: tier.withdrawalsPerDayMax,
    withdrawalMinorMax: Math.min(tier.withdrawalMinorMax, market.withdrawalMinorMax),
  };
}
