import type { WithdrawalAmountVariantKey } from './market';
import type { MarketCode } from './market-codes';
import { getMarket } from './market-table';
import { userTypes } from './user-types';
import type { UserType } from './user-types';

const variantByUserType: Partial<Record<UserType, WithdrawalAmountVariantKey>> = {
  [userTypes.A]: 'a',
  [userTypes.E]: 'e',
  [userTypes.F]: 'f',
};

/**
 * The withdrawal amounts offered to a player: the first-withdrawal list until they have withdrawn
 * once, the later list after. User types A, E and F read the seed's `_a`, `_e` and `_f` variants
 * (our reading of the seed's names; the variants hold the main lists until configured otherwise).
 */
export function withdrawalAmountsFor(
  marketCode: MarketCode,
  userType: UserType,
  withdrawalCount: number,
): readonly number[] {
  if (!Number.isSafeInteger(withdrawalCount) || withdrawalCount < 0) {
    throw new RangeError(
      `withdrawalCount must be a non-negative integer, got ${String(withdrawalCount)}`,
    );
  }
  const market = getMarket(marketCode);
  const variantKey = variantByUserType[userType];
  const lists = variantKey === undefined ? market : market.withdrawalAmountVariants[variantKey];
  return withdrawalCount === 0
    ? lists.firstWithdrawalAmountsMinor
    : lists.laterWithdrawalAmountsMinor;
}
