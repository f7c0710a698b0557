import type { Market } from '../market';
import type { PayoutChannel } from '../payouts/payout-channel';
import type { WithdrawalLimits } from './withdrawal-limits-for';
import type { WithdrawalRefusal } from './withdrawal-refusal';

/** What an amount is checked against once the player may withdraw at all. */
export interface WithdrawalAmountState {
  /** As the player asked it; anything but a positive whole number of minor units is refused. */
  readonly amountMinor: number;
  readonly balanceMinor: number;
  /** The chosen account's channel; null where none is chosen yet (its limit is then unknown). */
  readonly channel: Pick<PayoutChannel, 'id' | 'amountMinorMax'> | null;
}

/**
 * The amount's own refusals, steps 6 to 8 of `decideWithdrawal`: the server decides with it, and
 * the app refuses the same amounts before a quote is shown or anything is confirmed.
 *
 * 6. amount_invalid (not a positive whole amount, or below the minimum), then
 * 7. only_support_ten (not a multiple of the market's step);
 * 8. the ceilings: the balance (insufficient_balance), the market's maximum (amount_invalid), the
 *    level's per-withdrawal limit (needUpgradeVip, naming the limit, never asking for a deposit)
 *    and the channel's limit (no_channel). Of those the amount passes, the lowest is reported,
 *    so one correction always clears them all; on a tie, in that order. Pure.
 */
export function withdrawalAmountRefusal(
  market: Pick<Market, 'withdrawalMinorMin' | 'withdrawalMinorMax' | 'withdrawalMultipleOfMinor'>,
  limits: Pick<WithdrawalLimits, 'vipLevel' | 'withdrawalMinorMax'>,
  state: WithdrawalAmountState,
): WithdrawalRefusal | null {
  const { amountMinor } = state;
  const amountRange: WithdrawalRefusal = {
    code: 'amount_invalid',
    amountMinorMin: market.withdrawalMinorMin,
    amountMinorMax: limits.withdrawalMinorMax,
  };
  if (!Number.isSafeInteger(amountMinor) || amountMinor < market.withdrawalMinorMin) {
    return amountRange;
  }
  if (amountMinor % market.withdrawalMultipleOfMinor !== 0) {
    return { code: 'only_support_ten', multipleOfMinor: market.withdrawalMultipleOfMinor };
  }
  // Listed in the tie order; the lowest ceiling below the amount wins.
  const ceilings: { ceilingMinor: number; refusal: WithdrawalRefusal }[] = [
    {
      ceilingMinor: state.balanceMinor,
      refusal: { code: 'insufficient_balance', balanceMinor: state.balanceMinor },
    },
    { ceilingMinor: market.withdrawalMinorMax, refusal: amountRange },
    {
      ceilingMinor: limits.withdrawalMinorMax,
      refusal: {
        code: 'needUpgradeVip',
        vipLevel: limits.vipLevel,
        withdrawalMinorMax: limits.withdrawalMinorMax,
      },
    },
  ];
  const { channel } = state;
  if (channel !== null && channel.amountMinorMax !== null) {
    ceilings.push({
      ceilingMinor: channel.amountMinorMax,
      refusal: {
        code: 'no_channel',
        channelId: channel.id,
        amountMinorMax: channel.amountMinorMax,
      },
    });
  }
  let lowest: { ceilingMinor: number; refusal: WithdrawalRefusal } | null = null;
  for (const ceiling of ceilings) {
    if (
      amountMinor > ceiling.ceilingMinor &&
      (lowest === null || ceiling.ceilingMinor < lowest.ceilingMinor)
    ) {
      lowest = ceiling;
    }
  }
  return lowest?.refusal ?? null;
}
