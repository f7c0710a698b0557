import { keptDateFormat } from './kept-date-format';
import type { Market } from './market';

/**
 * The calendar date (YYYY-MM-DD) in the market's own time zone (PRODUCT.md §3.11): ages, daily
 * sign-in and daily limits follow the player's day, not the server's.
 */
export function marketDay(market: Pick<Market, 'timeZone'>, at: Date = new Date()): string {
  // Canadian English writes a date as YYYY-MM-DD.
  return keptDateFormat('en-CA', { timeZone: market.timeZone }).format(at);
}
