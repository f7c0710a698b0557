import { marketCodes, marketWithSettings, markets, putMarketInForce } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { readSettingsVersions } from './read-settings-versions';
import type { SavedSettings } from './read-settings-versions';

/** A market's newest saved version, or null while it runs on the table's values. */
export async function readNewestSettings(
  db: Database | Transaction,
  market: MarketCode,
): Promise<SavedSettings | null> {
  const [newest] = await readSettingsVersions(db, market, 1);
  return newest ?? null;
}

/**
 * Puts the newest saved settings of these markets in force in this process (`getMarket` answers
 * them from then on), or the table's values for a market with none.
 */
export async function putSavedSettingsInForce(
  db: Database,
  codes: readonly MarketCode[] = marketCodes,
): Promise<void> {
  for (const code of codes) {
    const saved = await readNewestSettings(db, code);
    putMarketInForce(
      code,
      saved ? marketWithSettings(markets[code], saved.settings, saved.version) : null,
    );
  }
}
