import type { Market } from '../market';
import type { MarketSettings, MarketSettingsField } from './market-settings';

export const settingsProblemCodes = [
  'empty',
  'not_ascending',
  'not_multiple',
  'out_of_range',
  'min_above_max',
  'wrong_count',
] as const;
export type SettingsProblemCode = (typeof settingsProblemCodes)[number];

export interface SettingsProblem {
  readonly field: MarketSettingsField;
  readonly code: SettingsProblemCode;
}

const bpsMax = 10_000;

function ascending(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value > (values[index - 1] ?? 0));
}

/**
 * What is wrong with settings for a market, field by field; none means they may be saved. The
 * rules keep every screen and every decision the settings feed sensible: amounts the drawer can
 * charge (the market's multiple), withdrawal lists inside the withdrawal limits, thresholds that
 * climb, a bonus rate of at most 100 %.
 */
export function checkMarketSettings(market: Market, settings: MarketSettings): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const problem = (field: MarketSettingsField, code: SettingsProblemCode) =>
    problems.push({ field, code });

  const depositAmounts = settings.depositOptions.map((option) => option.orderAmountMinor);
  if (depositAmounts.length === 0) problem('depositOptions', 'empty');
  else if (!ascending(depositAmounts)) problem('depositOptions', 'not_ascending');
  else if (depositAmounts.some((amount) => amount % market.depositMultipleOfMinor !== 0))
    problem('depositOptions', 'not_multiple');
  else if (
    settings.depositOptions.some(
      (option) =>
        option.orderAmountMinor <= 0 || option.givingRateBps < 0 || option.givingRateBps > bpsMax,
    )
  )
    problem('depositOptions', 'out_of_range');

  if (settings.withdrawalMinorMin <= 0) problem('withdrawalMinorMin', 'out_of_range');
  else if (settings.withdrawalMinorMin % market.withdrawalMultipleOfMinor !== 0)
    problem('withdrawalMinorMin', 'not_multiple');
  if (settings.withdrawalMinorMin > settings.withdrawalMinorMax)
    problem('withdrawalMinorMax', 'min_above_max');
  for (const field of ['firstWithdrawalAmountsMinor', 'laterWithdrawalAmountsMinor'] as const) {
    const amounts = settings[field];
    if (amounts.length === 0) problem(field, 'empty');
    else if (!ascending(amounts)) problem(field, 'not_ascending');
    else if (amounts.some((amount) => amount % market.withdrawalMultipleOfMinor !== 0))
      problem(field, 'not_multiple');
    else if (
      amounts.some(
        (amount) => amount < settings.withdrawalMinorMin || amount > settings.withdrawalMinorMax,
      )
    )
      problem(field, 'out_of_range');
  }
  for (const field of [
    'withdrawalAutoApproveMinorMax',
    'withdrawalSecondApprovalAboveMinor',
  ] as const) {
    if (settings[field] < 0 || settings[field] > settings.withdrawalMinorMax)
      problem(field, 'out_of_range');
  }

  if (settings.newTaskRewardMinor < 0) problem('newTaskRewardMinor', 'out_of_range');
  if (settings.dailySignInRewardsMinor.length !== market.dailySignInRewardsMinor.length)
    problem('dailySignInRewardsMinor', 'wrong_count');
  else if (settings.dailySignInRewardsMinor.some((amount) => amount < 0))
    problem('dailySignInRewardsMinor', 'out_of_range');

  const thresholds = settings.vipThresholdsMinor;
  if (thresholds.length !== market.vipTiers.length) problem('vipThresholdsMinor', 'wrong_count');
  else if (!ascending(thresholds)) problem('vipThresholdsMinor', 'not_ascending');
  else if ((thresholds[0] ?? 0) < 1) problem('vipThresholdsMinor', 'out_of_range');
  return problems;
}
