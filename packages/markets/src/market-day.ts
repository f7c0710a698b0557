import type { Market } from './market';

/**
 * The calendar date (YYYY-MM-DD) in the market's own time zone (PRODUCT.md §3.11): ages, daily
 * sign-in and daily limits follow the player's day, not the server's.
 */
export function marketDay(market: Pick<Market, 'timeZone'>, at: Date = new Date()): string {
  return dayFormatIn(market.timeZone).format(at);
}

/** One formatter per time zone, kept: making one costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  const found = dayFormats.get(timeZone);
  if (found) return found;
  // Canadian English writes a date as YYYY-MM-DD.
  const made = new Intl.DateTimeFormat('en-CA', { timeZone });
  dayFormats.set(timeZone, made);
  return made;
}
