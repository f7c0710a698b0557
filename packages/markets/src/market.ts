import type { CurrencyCode } from '@sorte/money';
import type { Language } from '@sorte/words/languages';
import type { ComplianceProfile } from './compliance-profiles';
import type { MarketCode } from './market-codes';
import type { RewardKind } from './rewards/reward-settings';
import type { UserType } from './user-types';

/** The language of a market's words: one of `@sorte/words`' languages. */
export type MarketLanguage = Language;

export interface WithdrawalAmountLists {
  /** The amounts offered for a player's first withdrawal. */
  readonly firstWithdrawalAmountsMinor: readonly number[];
  /** The amounts offered once a player has withdrawn before. */
  readonly laterWithdrawalAmountsMinor: readonly number[];
}

/** The seed's `_a`, `_e` and `_f` list variants, read here as belonging to user types A, E and F. */
export type WithdrawalAmountVariantKey = 'a' | 'e' | 'f';

export interface VipTier {
  /** 1 to 10; VIP0 (no deposit yet) has no entry. */
  readonly level: number;
  /** Total deposited, in minor units, that reaches this level. VIP1 is 1: any deposit. */
  readonly totalDepositsMinorMin: number;
  readonly withdrawalsPerDayMax: number;
  /** Largest single withdrawal at this level; never above the market's withdrawalMinorMax. */
  readonly withdrawalMinorMax: number;
}

/** One amount in the deposit drawer, with its bonus (the seed's orderAmount and givingRate). */
export interface DepositOption {
  readonly orderAmountMinor: number;
  readonly givingRateBps: number;
}

/** The seed's per-user-type change to the first deposit options (Philippines, type E). */
export interface DepositOverride {
  readonly userType: UserType;
  /** Replace the amounts of the first options, in order; their bonus rates stay. */
  readonly firstAmountsMinor: readonly number[];
  /** Which option (after sorting) is selected for a player who has never deposited. */
  readonly preselectedIndexWithoutDeposits: number;
}

export interface AmountRangeMinor {
  readonly amountMinorMin: number;
  readonly amountMinorMax: number;
}

export interface Market extends WithdrawalAmountLists {
  readonly code: MarketCode;
  readonly name: string;
  readonly currency: CurrencyCode;
  readonly currencySign: string;
  readonly phoneAreaCode: string;
  /** Language of the copy. */
  readonly language: MarketLanguage;
  /** For Intl number and date formatting. */
  readonly locale: string;
  /** IANA zone; a market's "day" (sign-in, limits) starts at midnight here (PRODUCT.md §3.11). */
  readonly timeZone: string;

  readonly newTaskRewardMinor: number;
  /** The first-deposit popup's amount ("deposit X")… */
  readonly firstDepositMinor: number;
  /** …and what arrives on the balance for it ("get Y"). */
  readonly arrivalMinor: number;
  /** Balance at or above which a player with no 20+ deposit sees tip 302 after a game. */
  readonly unrechargedBalanceMinor: number;
  /** The seed's withdraw limit; read here as the amount above which the withdrawal fee applies. */
  readonly withdrawLimitMinor: number;
  /** Compatibility field only; days follow timeZone. */
  readonly differentCountryTimeMs: number;

  readonly withdrawalAmountVariants: Readonly<
    Record<WithdrawalAmountVariantKey, WithdrawalAmountLists>
  >;
  /** Day 1 to day 9 of the daily sign-in. */
  readonly dailySignInRewardsMinor: readonly number[];
  readonly vipTiers: readonly VipTier[];

  /** Sorted ascending by amount, as /charge/amount/list answers. */
  readonly depositOptions: readonly DepositOption[];
  readonly depositOverrides: readonly DepositOverride[];
  /** The seed's old free-entry rule: 10 to 20000 whole units of the currency. */
  readonly customDepositRange: AmountRangeMinor;
  readonly depositMultipleOfMinor: number;

  readonly withdrawalMinorMin: number;
  readonly withdrawalMinorMax: number;
  readonly withdrawalMultipleOfMinor: number;
  /** Shortest time between two withdrawal requests of a player (the seed's "too frequent"). */
  readonly withdrawalIntervalMsMin: number;
  /**
   * Withdrawals up to this amount are approved automatically for a player whose account passed
   * its checks; larger ones, and any of a player who has not, wait for staff review.
   */
  readonly withdrawalAutoApproveMinorMax: number;
  /**
   * A withdrawal above this amount needs two different staff members' approvals: the first is
   * recorded and the order waits in review for a second approver; at or below it one suffices.
   */
  readonly withdrawalSecondApprovalAboveMinor: number;
  /** Turnover added per unit deposited (PRODUCT.md §3.5: 1×). */
  readonly depositWageringMultiple: number;
  /** Turnover added per unit of bonus. */
  readonly bonusWageringMultiple: number;
  /**
   * Fee on the part of a withdrawal above withdrawalFeeAboveMinor, deducted from the payout and
   * shown in the quote; never a separate payment (PRODUCT.md §3.4).
   */
  readonly withdrawalFeeBps: number;
  readonly withdrawalFeeAboveMinor: number;
  /** Tax withheld from every payout, shown in the quote. */
  readonly withdrawalTaxBps: number;

  readonly complianceProfile: ComplianceProfile;
  /** Rewards staff switched off in the market's settings; absent, every reward is offered. */
  readonly rewardsOffered?: Readonly<Record<RewardKind, boolean>>;
  /** The version of saved settings this market is as; absent, the table's own values. */
  readonly settingsVersion?: number;

  /** Fields whose values neither the seed nor PRODUCT.md gives: chosen here, to be confirmed. */
  readonly chosenFields: readonly MarketField[];
}

/** The table's fields; `rewardsOffered` and `settingsVersion` come only from saved settings. */
export type MarketField = Exclude<
  keyof Market,
  'chosenFields' | 'rewardsOffered' | 'settingsVersion'
>;
