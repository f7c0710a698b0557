import { byLanguage } from '@sorte/words/languages';
import { marketsWords } from '@sorte/words/markets';
import type { MarketLanguage } from '../market';

/** The name of each payout channel as a player reads it (`@sorte/words/markets`). */
export const payoutChannelLabels: {
  readonly [Language in MarketLanguage]: Readonly<Record<string, string>>;
} = byLanguage((language) => marketsWords[language].payoutChannels);

/** A channel's name in the player's language; throws for an id no market offers. */
export function payoutChannelLabel(channelId: string, language: MarketLanguage): string {
  const label = payoutChannelLabels[language][channelId];
  if (label === undefined) throw new RangeError(`no payout channel ${channelId}`);
  return label;
}
