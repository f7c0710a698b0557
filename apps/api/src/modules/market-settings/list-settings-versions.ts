import { desc, eq } from 'drizzle-orm';
import type { MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { marketSettingsVersions, staffAccounts } from '../../db/schema';
import type { CurrentSettings } from './current-settings';

/** How many versions the history shows, newest first. */
export const settingsVersionsShown = 100;

/** A market's saved versions, newest first, each with who saved it, when and why. */
export async function listSettingsVersions(
  db: Database,
  market: MarketCode,
): Promise<CurrentSettings[]> {
  const rows = await db
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
    .limit(settingsVersionsShown);
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}
