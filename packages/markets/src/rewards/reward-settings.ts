import type { ComplianceProfile } from '../compliance-profiles';
import type { MarketCode } from '../market-codes';
import { getMarket } from '../market-table';

/** The rewards a player can earn (PRODUCT.md §1), each paid through the ledger's promotions. */
export const rewardKinds = ['novice', 'lucky_bag', 'sign_in', 'invite'] as const;
export type RewardKind = (typeof rewardKinds)[number];

/** One novice task: settle this many rounds of this game. */
export interface NoviceTask {
  readonly gameId: number;
  readonly roundsToSettle: number;
}

/** One prize of the lucky bag and how often it is drawn, out of the table's total weight. */
export interface LuckyBagPrize {
  readonly amountMinor: number;
  readonly weight: number;
}

/**
 * Every reward of a market in one place (the operator console switches each on or off and sets the seed's amounts, `MarketSettings`): each one's
 * amounts, its turnover multiple and whether it is offered. The amounts the seed gives come from
 * the market table; the rest are chosen here and listed in `chosenRewardFields`.
 */
export interface RewardSettings {
  readonly enabled: Readonly<Record<RewardKind, boolean>>;
  /** Turnover added per unit of any reward (PRODUCT.md §3.5: the market's bonus multiple). */
  readonly wageringMultiple: number;
  readonly noviceTasks: readonly NoviceTask[];
  /** The seed's newTaskReward, paid once when every novice task is done. */
  readonly noviceRewardMinor: number;
  readonly luckyBagPrizes: readonly LuckyBagPrize[];
  /** Day 1 to day 9 of the daily sign-in, before the VIP multiplier. */
  readonly signInRewardsMinor: readonly number[];
  /** By VIP level (index 0 is VIP0): the sign-in reward times this, in basis points. */
  readonly signInMultiplierBpsByVipLevel: readonly number[];
  /** Paid to the inviter once per invitee, when the invitee's first qualifying deposit is paid. */
  readonly inviteRewardMinor: number;
  /** The smallest first deposit that qualifies an invitee. */
  readonly inviteQualifyingDepositMinor: number;
}

export const chosenRewardFields = [
  'noviceTasks',
  'luckyBagPrizes',
  'signInMultiplierBpsByVipLevel',
  'inviteRewardMinor',
  'inviteQualifyingDepositMinor',
] as const;

// chosen: one task per slot, ten settled rounds each; the reward is the seed's newTaskReward.
const noviceTasks: readonly NoviceTask[] = [
  { gameId: 66121, roundsToSettle: 10 },
  { gameId: 66122, roundsToSettle: 10 },
  { gameId: 66123, roundsToSettle: 10 },
];

// chosen: +10 % per VIP level from VIP2, up to double at VIP10.
const signInMultiplierBpsByVipLevel = [
  10_000, 10_000, 11_000, 12_000, 13_000, 14_000, 15_000, 16_000, 17_000, 18_500, 20_000,
];

/** The settings of a market under its compliance profile: what the profile forbids is off. */
export function rewardSettingsFor(code: MarketCode, profile: ComplianceProfile): RewardSettings {
  const market = getMarket(code);
  // The first-deposit amount is the market's everyday unit of a bonus; the bag draws around it.
  const unit = market.firstDepositMinor;
  // Cash for nothing but turning up (a bag, a sign-in day) is an advance bonus; a task or an
  // invitation is earned, but a regulated market that forbids bonuses forbids these too.
  const cashRewards = profile.advanceBonusesAllowed;
  const offered = (kind: RewardKind) => cashRewards && (market.rewardsOffered?.[kind] ?? true);
  return {
    enabled: {
      novice: offered('novice'),
      lucky_bag: offered('lucky_bag'),
      sign_in: offered('sign_in'),
      invite: offered('invite'),
    },
    wageringMultiple: market.bonusWageringMultiple,
    noviceTasks,
    noviceRewardMinor: market.newTaskRewardMinor,
    // chosen: a tenth of the unit most of the time, the unit itself rarely; average 0.25 unit.
    luckyBagPrizes: [
      { amountMinor: unit / 10, weight: 60 },
      { amountMinor: unit / 5, weight: 25 },
      { amountMinor: unit / 2, weight: 10 },
      { amountMinor: unit, weight: 5 },
    ],
    signInRewardsMinor: market.dailySignInRewardsMinor,
    signInMultiplierBpsByVipLevel,
    // chosen: an invitee's qualifying first deposit earns the inviter the first-deposit amount.
    inviteRewardMinor: unit,
    inviteQualifyingDepositMinor: unit,
  };
}
