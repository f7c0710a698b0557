/**
 * Every reason a withdrawal request is refused, as the `msgCode` the api answers. The seed's own
 * codes keep their spelling (needPlayGame, withdrawProcessing, needUpgradeVip, only_support_ten);
 * the seed's needFinishTask, needUpgradeVip2 and needUpgradeVip3 are never produced: no task and no
 * level is ever a condition for taking out money already won (PRODUCT.md §3.4, §3.5).
 *
 * chosen: the seed's only_support_ten is read as "this amount is not a multiple of the market's
 * step" (the seed's withdrawal texts speak of multiples of one hundred); amounts below the minimum
 * or above the maximum are amount_invalid.
 */
export const withdrawalRefusalCodes = [
  'withdrawProcessing',
  'needPlayGame',
  'daily_limit_reached',
  'too_frequent',
  'account_missing',
  'amount_invalid',
  'only_support_ten',
  'insufficient_balance',
  'needUpgradeVip',
  'no_channel',
] as const;

export type WithdrawalRefusalCode = (typeof withdrawalRefusalCodes)[number];

/** A refusal with what its message needs to tell the player how to go on. */
export type WithdrawalRefusal =
  | { readonly code: 'withdrawProcessing' }
  | { readonly code: 'needPlayGame'; readonly wageringRemainingMinor: number }
  | { readonly code: 'daily_limit_reached'; readonly withdrawalsPerDayMax: number }
  | { readonly code: 'too_frequent'; readonly retryAfterMs: number }
  | { readonly code: 'account_missing' }
  | {
      readonly code: 'amount_invalid';
      readonly amountMinorMin: number;
      readonly amountMinorMax: number;
    }
  | { readonly code: 'only_support_ten'; readonly multipleOfMinor: number }
  | { readonly code: 'insufficient_balance'; readonly balanceMinor: number }
  | {
      readonly code: 'needUpgradeVip';
      readonly vipLevel: number;
      readonly withdrawalMinorMax: number;
    }
  | {
      readonly code: 'no_channel';
      readonly channelId: string;
      readonly amountMinorMax: number;
    };
