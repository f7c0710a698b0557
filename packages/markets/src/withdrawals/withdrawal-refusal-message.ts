import { formatMoney } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';
import { fillTemplate } from '../fill-template';
import type { MarketLanguage } from '../market';
import { payoutChannelLabel } from '../payouts/payout-channel-labels';
import { typicalTimeMessages, withdrawalRefusalMessages } from './withdrawal-messages';
import type { WithdrawalRefusal } from './withdrawal-refusal';

export interface MessageContext {
  readonly language: MarketLanguage;
  /** The player's currency: every amount is formatted in it with formatMoney. */
  readonly currency: CurrencyCode;
}

/** A refusal as the player reads it, with its amounts formatted in their currency. */
export function withdrawalRefusalMessage(
  refusal: WithdrawalRefusal,
  context: MessageContext,
): string {
  const money = (amountMinor: number) => formatMoney(amountMinor, context.currency);
  const template = withdrawalRefusalMessages[context.language][refusal.code];
  switch (refusal.code) {
    case 'withdrawProcessing':
    case 'account_missing':
      return fillTemplate(template, {});
    case 'needPlayGame':
      return fillTemplate(template, { turnover: money(refusal.wageringRemainingMinor) });
    case 'daily_limit_reached':
      return fillTemplate(template, { count: String(refusal.withdrawalsPerDayMax) });
    case 'too_frequent':
      // Rounded up, so the player who waits what the message says is never refused again.
      return fillTemplate(template, { seconds: String(Math.ceil(refusal.retryAfterMs / 1000)) });
    case 'amount_invalid':
      return fillTemplate(template, {
        min: money(refusal.amountMinorMin),
        max: money(refusal.amountMinorMax),
      });
    case 'only_support_ten':
      return fillTemplate(template, { step: money(refusal.multipleOfMinor) });
    case 'insufficient_balance':
      return fillTemplate(template, { balance: money(refusal.balanceMinor) });
    case 'needUpgradeVip':
      return fillTemplate(template, { limit: money(refusal.withdrawalMinorMax) });
    case 'no_channel':
      return fillTemplate(template, {
        channel: payoutChannelLabel(refusal.channelId, context.language),
        max: money(refusal.amountMinorMax),
      });
  }
}

/** A channel's typical time in the player's language. */
export function typicalTimeMessage(typicalMinutes: number, language: MarketLanguage): string {
  return fillTemplate(typicalTimeMessages[language], { minutes: String(typicalMinutes) });
}
