import type { Market } from './market';

/**
 * The calendar date (YYYY-MM-DD) in the market's own time zone (PRODUCT.md §3.11): ages, daily
 * sign-in and daily limits follow the player's day, not the server's.
 */
export function marketDay(market: Pick<Market, 'timeZone'>, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: market.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
