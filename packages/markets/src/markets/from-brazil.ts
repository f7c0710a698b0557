import { scaleAmountsMinor } from '../scale-amounts';
import type { DepositOption, VipTier, WithdrawalAmountLists } from '../market';
import { brazil } from './brazil';

/*
 * The seed gives most lists only for Brazil. For the other markets the lists are chosen as
 * Brazil's times a factor: the ratio between the two markets' own seed first-deposit amounts
 * (NG 1, ID 3000, MX 3, PH 10, VN 5, TH 1, EG 1). Everything returned here is chosen.
 */

/**
 * Withdrawal lists, their variants and the withdrawal minimum and maximum they imply. The seed
 * gives some markets' smallest first-withdrawal amount ("PH 2000 and up", "MX 200 and up"); it
 * replaces the scaled smallest amount.
 */
export function withdrawalListsFromBrazil(factor: number, firstAmountMinorFromSeed?: number) {
  const [scaledSmallest = 0, ...scaledRest] = scaleAmountsMinor(
    brazil.firstWithdrawalAmountsMinor,
    factor,
  );
  const firstWithdrawalAmountsMinor = [firstAmountMinorFromSeed ?? scaledSmallest, ...scaledRest];
  const laterWithdrawalAmountsMinor = scaleAmountsMinor(brazil.laterWithdrawalAmountsMinor, factor);
  const lists: WithdrawalAmountLists = { firstWithdrawalAmountsMinor, laterWithdrawalAmountsMinor };
  return {
    ...lists,
    withdrawalAmountVariants: { a: lists, e: lists, f: lists },
    withdrawalMinorMin: Math.min(...firstWithdrawalAmountsMinor, ...laterWithdrawalAmountsMinor),
    withdrawalMinorMax: Math.max(...firstWithdrawalAmountsMinor, ...laterWithdrawalAmountsMinor),
  };
}

export function dailySignInRewardsFromBrazil(factor: number): number[] {
  return scaleAmountsMinor(brazil.dailySignInRewardsMinor, factor);
}

/** VIP1 stays "any deposit" (1); the other thresholds and every single-withdrawal cap scale. */
export function vipTiersFromBrazil(factor: number): VipTier[] {
  return brazil.vipTiers.map((tier) => ({
    level: tier.level,
    totalDepositsMinorMin: tier.level === 1 ? 1 : tier.totalDepositsMinorMin * factor,
    withdrawalsPerDayMax: tier.withdrawalsPerDayMax,
    withdrawalMinorMax: tier.withdrawalMinorMax * factor,
  }));
}

/** The same bonus rates on Brazil's amounts times the factor. */
export function depositOptionsFromBrazil(factor: number): DepositOption[] {
  return brazil.depositOptions.map((option) => ({
    orderAmountMinor: option.orderAmountMinor * factor,
    givingRateBps: option.givingRateBps,
  }));
}
