import { and, eq, isNull } from 'drizzle-orm';
import type { CallData, selectPaymentChannel, withdrawInfo2 } from '@sorte/contracts';
import {
  channelCarries,
  getMarket,
  payoutChannelsOf,
  quoteWithdrawal,
  withdrawalRefusalMessage,
} from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { payoutAccounts } from '../../db/schema';
import type { Language } from '../../i18n/messages';
import { toPayoutChannelView } from '../payout-accounts/payout-channel-views';
import { decideForAccount } from './decide-for-account';

/**
 * The quote for an amount to one of the player's accounts, and whether the request would be
 * accepted now: the same `quoteWithdrawal` and `decideWithdrawal` the order is held to, so the
 * player confirms exactly what will happen.
 */
export async function quoteForAccount(
  db: Database,
  input: {
    playerId: number;
    market: MarketCode;
    language: Language;
    amountMinor: number;
    accountId: number;
  },
  now: Date = new Date(),
): Promise<CallData<typeof withdrawInfo2>> {
  const market = getMarket(input.market);
  const { channel, decision } = await decideForAccount(db, input, now);
  if (decision.ok) return { quote: decision.quote, refusal: null };
  const validAmount = Number.isSafeInteger(input.amountMinor) && input.amountMinor > 0;
  return {
    quote: validAmount
      ? quoteWithdrawal(market, { amountMinor: input.amountMinor, channel })
      : null,
    refusal: {
      code: decision.refusal.code,
      message: withdrawalRefusalMessage(decision.refusal, {
        language: input.language,
        currency: market.currency,
      }),
    },
  };
}

/** The market's channels for an amount: which carry it, and on which the player has an account. */
export async function listChannelsForAmount(
  db: Database,
  input: { playerId: number; market: MarketCode; amountMinor: number },
): Promise<CallData<typeof selectPaymentChannel>> {
  const held = await db
    .select({ channel: payoutAccounts.channel })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.playerId, input.playerId), isNull(payoutAccounts.removedAt)));
  const withAccount = new Set(held.map((row) => row.channel));
  return {
    channels: payoutChannelsOf(input.market).map((channel) => ({
      ...toPayoutChannelView(channel),
      carriesAmount: channelCarries(channel, input.amountMinor),
      hasAccount: withAccount.has(channel.id),
    })),
  };
}
