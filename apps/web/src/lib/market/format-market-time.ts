import { formatOnMarketClock, getMarket } from '@sorte/markets';
import type { AppMarket } from './app-market';

/**
 * A moment as the player reads it: their language, their market's clock (PRODUCT.md §3.11), not
 * the phone's time zone.
 */
export function formatMarketTime(at: Date | string, market: AppMarket): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  return formatOnMarketClock(moment, market.language, getMarket(market.code));
}
