import { getMarket } from '@sorte/markets';
import type { AppMarket } from './app-market';

/** One formatter per language and market, kept: making one costs a phone far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(market: AppMarket): Intl.DateTimeFormat {
  const key = `${market.language} ${market.code}`;
  const found = formats.get(key);
  if (found) return found;
  const made = new Intl.DateTimeFormat(market.language, {
    timeZone: getMarket(market.code).timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  formats.set(key, made);
  return made;
}

/**
 * A moment as the player reads it: their language, their market's clock (PRODUCT.md §3.11), not
 * the phone's time zone.
 */
export function formatMarketTime(at: Date | string, market: AppMarket): string {
  return formatFor(market).format(typeof at === 'string' ? new Date(at) : at);
}
