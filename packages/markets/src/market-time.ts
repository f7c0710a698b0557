import { keptDateFormat } from './kept-date-format';
import type { Market } from './market';

/**
 * A moment as the player reads it, short date and time: their language, their market's clock
 * (PRODUCT.md §3.11), never the device's or the server's time zone. The player app and the api
 * (an exclusion's end in its refusal) write times with it.
 */
export function formatOnMarketClock(
  at: Date,
  language: string,
  market: Pick<Market, 'timeZone'>,
): string {
  const { timeZone } = market;
  return keptDateFormat(language, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(at);
}
