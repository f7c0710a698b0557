import { markets, settingsOfMarket } from '@sorte/markets';
import type { ComplianceProfile, MarketCode, MarketSettings } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { readNewestSettings } from './settings-in-force';

export interface CurrentSettings {
  /** 0 while the market runs on its table's values. */
  version: number;
  settings: MarketSettings;
  savedBy: string | null;
  savedAt: string | null;
  note: string | null;
}

/**
 * A market's settings as they stand: the newest saved version, or the table's values under the
 * compliance profile chosen at start-up.
 */
export async function readCurrentSettings(
  db: Database | Transaction,
  market: MarketCode,
  startUpProfileOf: (market: MarketCode) => ComplianceProfile,
): Promise<CurrentSettings> {
  const saved = await readNewestSettings(db, market);
  if (saved) return { ...saved, savedAt: saved.savedAt.toISOString() };
  return {
    version: 0,
    settings: settingsOfMarket(markets[market], startUpProfileOf(market).id),
    savedBy: null,
    savedAt: null,
    note: null,
  };
}
