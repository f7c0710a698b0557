import type { Market } from './market';

/** One formatter per language and time zone, kept: making one costs far more than using it. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormatFor(language: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  const found = timeFormats.get(key);
  if (found) return found;
  const made = new Intl.DateTimeFormat(language, {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  timeFormats.set(key, made);
  return made;
}

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
  return timeFormatFor(language, market.timeZone).format(at);
}
