import { checkMarketSettings, differingSettings, markets } from '@sorte/markets';
import type { ComplianceProfile, MarketCode, MarketSettings, SettingsChange } from '@sorte/markets';
import type { Database } from '../../db/database';
import { violatedConstraint } from '../../db/database-error';
import { marketSettingsVersions } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { recordAudit } from '../staff/record-audit';
import { readCurrentSettings } from './current-settings';
import { putSavedSettingsInForce } from './settings-in-force';

export interface SettingsSave {
  market: MarketCode;
  baseVersion: number;
  settings: MarketSettings;
  note: string;
  staffId: number;
}

/**
 * Saves a new version of a market's settings over the version the staff member edited, with its
 * audit row, and puts it in force here at once (the others hear `market_settings_changed`). A
 * version saved since, a check that fails or nothing changed: refused, nothing written.
 */
export async function saveMarketSettings(
  db: Database,
  input: SettingsSave,
  startUpProfileOf: (market: MarketCode) => ComplianceProfile,
): Promise<{ version: number; changes: SettingsChange[] }> {
  const version = input.baseVersion + 1;
  let changes: SettingsChange[] = [];
  try {
    await db.transaction(async (tx) => {
      const current = await readCurrentSettings(tx, input.market, startUpProfileOf);
      if (current.version !== input.baseVersion) {
        throw new PlayerError('settings_version_stale', 409);
      }
      if (checkMarketSettings(markets[input.market], input.settings).length > 0) {
        throw new PlayerError('settings_invalid', 400);
      }
      changes = differingSettings(current.settings, input.settings);
      if (changes.length === 0) throw new PlayerError('settings_unchanged', 400);
      await tx.insert(marketSettingsVersions).values({
        market: input.market,
        version,
        settings: input.settings,
        note: input.note,
        staffId: input.staffId,
      });
      await recordAudit(tx, {
        staffId: input.staffId,
        action: 'market_settings.save',
        subject: `market:${input.market}`,
        before: { version: current.version, ...fieldsOf(changes, 'before') },
        after: { version, note: input.note, ...fieldsOf(changes, 'after') },
      });
    });
  } catch (error) {
    // Two saves over one version: the unique (market, version) lets the first in.
    if (violatedConstraint(error) === 'market_settings_versions_market_version_key') {
      throw new PlayerError('settings_version_stale', 409);
    }
    throw error;
  }
  await putSavedSettingsInForce(db, [input.market]);
  return { version, changes };
}

function fieldsOf(changes: readonly SettingsChange[], side: 'before' | 'after') {
  return Object.fromEntries(changes.map((change) => [change.field, change[side]]));
}
