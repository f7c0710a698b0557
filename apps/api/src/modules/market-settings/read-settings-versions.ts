import { desc, eq } from 'drizzle-orm';
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

/** How many versions the history shows, newest first. */
export const settingsVersionsShown = 100;

/** A market's saved versions, newest first, each with who saved it, when and why. */
export async function readSettingsVersions(
  db: Database | Transaction,
  market: MarketCode,
  limit: number = settingsVersionsShown,
): Promise<SavedSettings[]> {
  return db
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
    .limit(limit);
}
