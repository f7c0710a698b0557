import type { DepositOption } from './market';
import type { MarketCode } from './market-codes';
import { getMarket } from './market-table';
import { isUserType } from './user-types';
import type { UserType } from './user-types';

export interface DepositChoice {
  /** Sorted ascending by amount, as /charge/amount/list answers. */
  readonly options: readonly DepositOption[];
  /** Index into options of the amount selected when the drawer opens; null: none. */
  readonly preselectedIndex: number | null;
}

/**
 * The deposit drawer for one player: the market's options with any user-type override applied
 * (Philippines type E: ₱300 and ₱500 first, ₱500 preselected before the first deposit). Without
 * an override, a player who has never deposited gets the smallest amount (the first-deposit
 * amount) preselected and a returning player picks for themselves (chosen; the seed is silent).
 */
export function depositOptionsFor(
  marketCode: MarketCode,
  userType: UserType,
  depositCount: number,
): DepositChoice {
  if (!isUserType(userType)) throw new RangeError(`unknown user type ${String(userType)}`);
  if (!Number.isSafeInteger(depositCount) || depositCount < 0) {
    throw new RangeError(
      `depositCount must be a non-negative integer, got ${String(depositCount)}`,
    );
  }
  const market = getMarket(marketCode);
  const override = market.depositOverrides.find((candidate) => candidate.userType === userType);
  const options = market.depositOptions
    .map((option, index) => {
      const overriddenAmountMinor = override?.firstAmountsMinor[index];
      return overriddenAmountMinor === undefined
        ? option
        : { orderAmountMinor: overriddenAmountMinor, givingRateBps: option.givingRateBps };
    })
    .sort((left, right) => left.orderAmountMinor - right.orderAmountMinor);
  const preselectedIndex =
    depositCount > 0 ? null : (override?.preselectedIndexWithoutDeposits ?? 0);
  return { options, preselectedIndex };
}
