import type { CurrencyCode } from '@sorte/money';
import { getMarket } from '../market-table';
import { channelCarries } from '../payouts/payout-channel';
import type { PayoutChannel } from '../payouts/payout-channel';
import { payoutChannelsOf } from '../payouts/payout-channels';
import { withdrawalAmountsFor } from '../withdrawal-amounts-for';
import { withdrawalLimitsFor } from './withdrawal-limits-for';
import { assertWithdrawalPlayerState } from './withdrawal-player-state';
import type { WithdrawalPlayerState } from './withdrawal-player-state';

/** What `/v1/bus/withdrawInfo` answers: what the player may take out now, and how. */
export interface WithdrawalRules {
  readonly currency: CurrencyCode;
  readonly balanceMinor: number;
  readonly wageringRemainingMinor: number;
  /** The whole balance once the turnover is done, nothing before (PRODUCT.md §3.5). */
  readonly withdrawableMinor: number;
  /** The amount chips: the market's list for this player, those they can choose. */
  readonly amountOptionsMinor: readonly number[];
  readonly amountMinorMin: number;
  /** The lesser of the market's maximum and the level's per-withdrawal limit. */
  readonly amountMinorMax: number;
  readonly amountMultipleOfMinor: number;
  /** 0 before any deposit; the limits are then the lowest tier's (see withdrawalLimitsFor). */
  readonly vipLevel: number;
  readonly withdrawalsPerDayMax: number;
  readonly withdrawalsLeftToday: number;
  readonly channels: readonly PayoutChannel[];
}

/**
 * The withdrawal rules a player sees. The amount options are the seed's first or later list (by
 * withdrawals paid before, with the `_a`/`_e`/`_f` variant of the user type), keeping those within
 * the player's minimum and maximum that some channel of the market carries (chosen: a chip the
 * player could never withdraw is not offered). Any other multiple of the step between the minimum
 * and the maximum may still be typed (chosen: the seed's texts speak of a minimum, a maximum and
 * multiples, which only free amounts need). Pure.
 */
export function withdrawalRulesFor(state: WithdrawalPlayerState): WithdrawalRules {
  assertWithdrawalPlayerState(state);
  const market = getMarket(state.marketCode);
  const limits = withdrawalLimitsFor(market, state.vipTier);
  const channels = payoutChannelsOf(market.code);
  const amountMinorMax = limits.withdrawalMinorMax;
  const amountOptionsMinor = withdrawalAmountsFor(
    market.code,
    state.userType,
    state.withdrawalsPaidBefore,
  ).filter(
    (amountMinor) =>
      amountMinor >= market.withdrawalMinorMin &&
      amountMinor <= amountMinorMax &&
      channels.some((channel) => channelCarries(channel, amountMinor)),
  );
  return {
    currency: market.currency,
    balanceMinor: state.balanceMinor,
    wageringRemainingMinor: state.wageringRemainingMinor,
    withdrawableMinor: state.wageringRemainingMinor === 0 ? state.balanceMinor : 0,
    amountOptionsMinor,
    amountMinorMin: market.withdrawalMinorMin,
    amountMinorMax,
    amountMultipleOfMinor: market.withdrawalMultipleOfMinor,
    vipLevel: limits.vipLevel,
    withdrawalsPerDayMax: limits.withdrawalsPerDayMax,
    withdrawalsLeftToday: Math.max(0, limits.withdrawalsPerDayMax - state.withdrawalsToday),
    channels,
  };
}
