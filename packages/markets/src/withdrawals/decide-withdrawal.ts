import type { Market } from '../market';
import { getMarket } from '../market-table';
import type { PayoutChannel } from '../payouts/payout-channel';
import { findPayoutChannel } from '../payouts/payout-channels';
import { quoteWithdrawal } from './quote-withdrawal';
import type { WithdrawalQuote } from './quote-withdrawal';
import { withdrawalLimitsFor } from './withdrawal-limits-for';
import type { WithdrawalLimits } from './withdrawal-limits-for';
import { assertWithdrawalPlayerState } from './withdrawal-player-state';
import type { WithdrawalPlayerState } from './withdrawal-player-state';
import type { WithdrawalRefusal } from './withdrawal-refusal';
import { withdrawalAmountRefusal } from './withdrawal-amount-refusal';

/** What the api loads to decide a withdrawal request. */
export interface WithdrawalRequestState extends WithdrawalPlayerState {
  /** As the player asked it; anything but a positive whole number of minor units is refused. */
  readonly amountMinor: number;
  /** The channel of the player's chosen payout account; null when they chose none. */
  readonly channelId: string | null;
  /** An order of theirs is requested, reviewing, approved or sent. */
  readonly openWithdrawal: boolean;
  /**
   * When they last requested a withdrawal, whatever became of it (chosen: a request cancelled at
   * once still counts, so request-and-cancel cannot be repeated in a loop); null if never.
   */
  readonly lastRequestedAtMs: number | null;
  readonly nowMs: number;
}

export type WithdrawalDecision =
  | { readonly ok: true; readonly quote: WithdrawalQuote; readonly channel: PayoutChannel }
  | { readonly ok: false; readonly refusal: WithdrawalRefusal };

/**
 * Decides a withdrawal request, the load → decide → write step of `/withdraw/create/order`. A
 * protection measure (a break, a self-exclusion) is not an input: it never blocks taking money
 * out. Checks, in this order, so the first refusal is the most useful one:
 *
 * 1. withdrawProcessing: one open withdrawal at a time; nothing else matters until it ends.
 * 2. needPlayGame: turnover remains, so no amount is withdrawable; the message gives the number.
 * 3. daily_limit_reached, then 4. too_frequent: no amount helps, only time, the longer wait first.
 * 5. account_missing: no amount can go anywhere without an account.
 * 6. amount_invalid (not a positive whole amount, or below the minimum), then
 *    7. only_support_ten (not a multiple of the market's step): the amount's own shape.
 * 8. The ceilings: the balance (insufficient_balance), the market's maximum (amount_invalid), the
 *    level's per-withdrawal limit (needUpgradeVip, naming the limit, never asking for a deposit)
 *    and the channel's limit (no_channel). Of those the amount passes, the lowest is reported,
 *    so one correction always clears them all; on a tie, in that order.
 */
export function decideWithdrawal(state: WithdrawalRequestState): WithdrawalDecision {
  assertWithdrawalPlayerState(state);
  if (!Number.isFinite(state.nowMs) || !Number.isFinite(state.lastRequestedAtMs ?? 0)) {
    throw new RangeError('nowMs and lastRequestedAtMs must be finite times');
  }
  const market = getMarket(state.marketCode);
  const limits = withdrawalLimitsFor(market, state.vipTier);
  const channel = state.channelId === null ? null : findPayoutChannel(market.code, state.channelId);
  const refusal = firstRefusal(state, market, limits, channel);
  if (refusal !== null) return { ok: false, refusal };
  if (channel === null) throw new Error('a withdrawal passed its checks without a channel');
  return {
    ok: true,
    quote: quoteWithdrawal(market, { amountMinor: state.amountMinor, channel }),
    channel,
  };
}

function firstRefusal(
  state: WithdrawalRequestState,
  market: Market,
  limits: WithdrawalLimits,
  channel: PayoutChannel | null,
): WithdrawalRefusal | null {
  if (state.openWithdrawal) return { code: 'withdrawProcessing' };
  if (state.wageringRemainingMinor > 0) {
    return { code: 'needPlayGame', wageringRemainingMinor: state.wageringRemainingMinor };
  }
  if (state.withdrawalsToday >= limits.withdrawalsPerDayMax) {
    return { code: 'daily_limit_reached', withdrawalsPerDayMax: limits.withdrawalsPerDayMax };
  }
  const retryAfterMs = retryAfterMsOf(state, market);
  if (retryAfterMs > 0) return { code: 'too_frequent', retryAfterMs };
  // An account whose channel the market no longer offers cannot be paid to: choose another.
  if (channel === null) return { code: 'account_missing' };

  return withdrawalAmountRefusal(market, limits, {
    amountMinor: state.amountMinor,
    balanceMinor: state.balanceMinor,
    channel,
  });
}

/** Milliseconds left before another request is allowed; 0 when allowed now. */
function retryAfterMsOf(state: WithdrawalRequestState, market: Market): number {
  if (state.lastRequestedAtMs === null) return 0;
  const elapsedMs = Math.max(0, state.nowMs - state.lastRequestedAtMs);
  return Math.max(0, market.withdrawalIntervalMsMin - elapsedMs);
}
