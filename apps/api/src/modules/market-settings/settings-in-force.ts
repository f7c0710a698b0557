import { desc, eq } from 'drizzle-orm';
import { marketCodes, marketWithSettings, markets, putMarketInForce } from '@sorte/markets';
import type { MarketCode, MarketSettings } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { marketSettingsVersions, staffAccounts } from '../../db/schema';

export interface SavedSettings {
  version: number;
  settings: MarketSettings;
  savedBy: string;
  savedAt: Date;
  note: string;
}

/** A market's newest saved version, or null while it runs on the table's values. */
export async function readNewestSettings(
  db: Database | Transaction,
  market: MarketCode,
): Promise<SavedSettings | null> {
  const [row] = await db
    .select({
      version: marketSettingsVersions.version,
      settings: marketSettingsVersions.settings,
      savedBy: staffAccounts.username,
      savedAt: marketSettingsVersions.createdAt,
      note: marketSettingsVersions.note,
    })
    .from(marketSettingsVersions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, marketSettingsVersions.staffId))
    .where(eq(marketSettingsVersions.market, market))
    .orderBy(desc(marketSettingsVersions.version))
    .limit(1);
  return row ?? null;
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
