import { getComplianceProfile } from '../compliance-profiles';
import type { ComplianceProfileId } from '../compliance-profiles';
import type { DepositOption, Market, VipTier } from '../market';
import { rewardKinds } from '../rewards/reward-settings';
import type { RewardKind } from '../rewards/reward-settings';

/**
 * What staff may change of a market in the console, without a deploy (issue 19): the deposit
 * drawer's amounts and bonus rates, the withdrawal lists and limits, which rewards are offered and
 * their amounts, the VIP thresholds and the compliance profile. A market's identity (currency,
 * language, time zone) and its fees are not here: they change with a release, not a form.
 */
export interface MarketSettings {
  readonly depositOptions: readonly DepositOption[];
  readonly firstWithdrawalAmountsMinor: readonly number[];
  readonly laterWithdrawalAmountsMinor: readonly number[];
  readonly withdrawalMinorMin: number;
  readonly withdrawalMinorMax: number;
  readonly withdrawalAutoApproveMinorMax: number;
  readonly withdrawalSecondApprovalAboveMinor: number;
  /** Each reward offered or not; a profile that forbids bonuses still switches them all off. */
  readonly rewardsOffered: Readonly<Record<RewardKind, boolean>>;
  readonly newTaskRewardMinor: number;
  /** Day 1 to day 9 of the daily sign-in. */
  readonly dailySignInRewardsMinor: readonly number[];
  /** Total deposited that reaches VIP1 to VIP10, in order. */
  readonly vipThresholdsMinor: readonly number[];
  readonly complianceProfileId: ComplianceProfileId;
}

export type MarketSettingsField = keyof MarketSettings;

export const marketSettingsFields = [
  'depositOptions',
  'firstWithdrawalAmountsMinor',
  'laterWithdrawalAmountsMinor',
  'withdrawalMinorMin',
  'withdrawalMinorMax',
  'withdrawalAutoApproveMinorMax',
  'withdrawalSecondApprovalAboveMinor',
  'rewardsOffered',
  'newTaskRewardMinor',
  'dailySignInRewardsMinor',
  'vipThresholdsMinor',
  'complianceProfileId',
] as const satisfies readonly MarketSettingsField[];

const everyRewardOffered = Object.fromEntries(rewardKinds.map((kind) => [kind, true])) as Record<
  RewardKind,
  boolean
>;

/** The settings a market's table gives, before any version staff saved. */
export function settingsOfMarket(
  market: Market,
  complianceProfileId: ComplianceProfileId = market.complianceProfile.id,
): MarketSettings {
  return {
    depositOptions: market.depositOptions,
    firstWithdrawalAmountsMinor: market.firstWithdrawalAmountsMinor,
    laterWithdrawalAmountsMinor: market.laterWithdrawalAmountsMinor,
    withdrawalMinorMin: market.withdrawalMinorMin,
    withdrawalMinorMax: market.withdrawalMinorMax,
    withdrawalAutoApproveMinorMax: market.withdrawalAutoApproveMinorMax,
    withdrawalSecondApprovalAboveMinor: market.withdrawalSecondApprovalAboveMinor,
    rewardsOffered: market.rewardsOffered ?? everyRewardOffered,
    newTaskRewardMinor: market.newTaskRewardMinor,
    dailySignInRewardsMinor: market.dailySignInRewardsMinor,
    vipThresholdsMinor: market.vipTiers.map((tier) => tier.totalDepositsMinorMin),
    complianceProfileId,
  };
}

/**
 * The market as a saved version of its settings makes it; a VIP level's largest withdrawal stays
 * within the new maximum.
 */
export function marketWithSettings(
  market: Market,
  settings: MarketSettings,
  version: number,
): Market {
  const vipTiers: VipTier[] = market.vipTiers.map((tier, index) => ({
    ...tier,
    totalDepositsMinorMin: settings.vipThresholdsMinor[index] ?? tier.totalDepositsMinorMin,
    withdrawalMinorMax: Math.min(tier.withdrawalMinorMax, settings.withdrawalMinorMax),
  }));
  return {
    ...market,
    depositOptions: [...settings.depositOptions].sort(
      (a, b) => a.orderAmountMinor - b.orderAmountMinor,
    ),
    firstWithdrawalAmountsMinor: settings.firstWithdrawalAmountsMinor,
    laterWithdrawalAmountsMinor: settings.laterWithdrawalAmountsMinor,
    withdrawalMinorMin: settings.withdrawalMinorMin,
    withdrawalMinorMax: settings.withdrawalMinorMax,
    withdrawalAutoApproveMinorMax: settings.withdrawalAutoApproveMinorMax,
    withdrawalSecondApprovalAboveMinor: settings.withdrawalSecondApprovalAboveMinor,
    newTaskRewardMinor: settings.newTaskRewardMinor,
    dailySignInRewardsMinor: settings.dailySignInRewardsMinor,
    vipTiers,
    complianceProfile: getComplianceProfile(settings.complianceProfileId),
    rewardsOffered: settings.rewardsOffered,
    settingsVersion: version,
  };
}
