import { isMarketCode, marketCodes, putMarketInForce } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { NotificationFeed } from '@sorte/service-db';
import type { Database } from '../../db/database';
import { marketSettingsChannel } from '../../db/market-settings-channel';
import { putSavedSettingsInForce } from './settings-in-force';

/** While the feed may miss news, the settings are read again this often. */
const rereadWhileDeafMs = 5_000;

/**
 * Keeps this process's market settings those the database holds: a save on any api process
 * raises `market_settings_changed`, and the market's newest version is read and put in force.
 * Reads run one after another, so an older read never lands after a newer one. Answers a stop.
 */
export function followMarketSettings(
  db: Database,
  feed: NotificationFeed,
  onError: (error: unknown) => void,
): () => void {
  let reading: Promise<void> = Promise.resolve();
  const reread = (codes: readonly MarketCode[]) => {
    reading = reading.then(() => putSavedSettingsInForce(db, codes)).catch(onError);
  };
  // `*` is a TRUNCATE: no version is left, so every market is its table again, with nothing to
  // read (a read would only queue behind the emptying tables' locks).
  const forgetAll = () => {
    reading = reading.then(() => {
      for (const code of marketCodes) putMarketInForce(code, null);
    });
  };
  const unsubscribe = feed.subscribe({
    notification(channel, payload) {
      if (channel !== marketSettingsChannel) return;
      if (isMarketCode(payload)) reread([payload]);
      else forgetAll();
    },
    completenessChanged: () => reread(marketCodes),
  });
  const timer = setInterval(() => {
    if (!feed.complete) reread(marketCodes);
  }, rereadWhileDeafMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
