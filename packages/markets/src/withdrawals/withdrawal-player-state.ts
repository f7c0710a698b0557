import { assertAmountMinor } from '@sorte/money';
import type { VipTier } from '../market';
import type { MarketCode } from '../market-codes';
import type { UserType } from '../user-types';

/** What the api loads about a player to answer what they may withdraw. */
export interface WithdrawalPlayerState {
  readonly marketCode: MarketCode;
  readonly userType: UserType;
  /** vipTierFor(market, total deposited); null before any deposit (VIP0). */
  readonly vipTier: VipTier | null;
  /**
   * Withdrawals paid before; none picks the first-withdrawal amounts (chosen: a withdrawal that
   * failed or was rejected leaves the player on the first list).
   */
  readonly withdrawalsPaidBefore: number;
  /**
   * Withdrawals requested today (the market's day) that still count: every one except those
   * rejected, failed or cancelled (chosen: their refund gives the place back, so a player whose
   * payout failed on a wrong key can fix it and try again the same day).
   */
  readonly withdrawalsToday: number;
  readonly balanceMinor: number;
  /** The one turnover number of PRODUCT.md §3.5. */
  readonly wageringRemainingMinor: number;
}

/** Loaded values out of range are bugs of the loader, not the player's: they throw. */
export function assertWithdrawalPlayerState(state: WithdrawalPlayerState): void {
  for (const [name, count] of [
    ['withdrawalsPaidBefore', state.withdrawalsPaidBefore],
    ['withdrawalsToday', state.withdrawalsToday],
  ] as const) {
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new RangeError(`${name} must be a non-negative integer, got ${String(count)}`);
    }
  }
  for (const [name, amountMinor] of [
    ['balanceMinor', state.balanceMinor],
    ['wageringRemainingMinor', state.wageringRemainingMinor],
  ] as const) {
    if (assertAmountMinor(amountMinor, name) < 0) {
      throw new RangeError(`${name} must not be negative, got ${amountMinor}`);
    }
  }
}
