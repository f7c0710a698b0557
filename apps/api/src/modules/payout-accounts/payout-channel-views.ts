import type { payoutChannelView } from '@sorte/contracts';
import { payoutChannelsOf } from '@sorte/markets';
import type { MarketCode, PayoutChannel } from '@sorte/markets';
import type { z } from 'zod';

export function toPayoutChannelView(channel: PayoutChannel): z.input<typeof payoutChannelView> {
  return {
    channelId: channel.id,
    orderType: channel.orderType,
    typicalMinutes: channel.typicalMinutes,
    amountMinorMax: channel.amountMinorMax,
  };
}

/** The channels a market pays out through, as the form draws them. */
export function payoutChannelViewsOf(market: MarketCode): z.input<typeof payoutChannelView>[] {
  return payoutChannelsOf(market).map(toPayoutChannelView);
}
