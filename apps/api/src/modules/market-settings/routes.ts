import type { FastifyInstance } from 'fastify';
import { checkMarketSettings, differingSettings, getMarket, markets } from '@sorte/markets';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import {
  opsMarketSettingsVersions,
  opsPreviewMarketSettings,
  opsReadMarketSettings,
  opsSaveMarketSettings,
} from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerOpsCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { readCurrentSettings } from './current-settings';
import { readSettingsVersions } from './read-settings-versions';
import { saveMarketSettings } from './save-market-settings';

export interface MarketSettingsRouteDeps extends OpsRouteDeps {
  db: Database;
  /** The profile chosen at start-up (COMPLIANCE_PROFILE_<market>), before any saved version. */
  startUpProfileOf: (market: MarketCode) => ComplianceProfile;
}

/** Staff read, preview, save and look back over each market's settings. */
export function registerMarketSettingsRoutes(
  app: FastifyInstance,
  deps: MarketSettingsRouteDeps,
): void {
  const { db, startUpProfileOf } = deps;
  registerOpsCall(app, deps, opsReadMarketSettings, async ({ body }) => ({
    market: body.market,
    currency: getMarket(body.market).currency,
    current: await readCurrentSettings(db, body.market, startUpProfileOf),
  }));
  registerOpsCall(app, deps, opsPreviewMarketSettings, async ({ body }) => {
    const current = await readCurrentSettings(db, body.market, startUpProfileOf);
    return {
      baseVersion: current.version,
      changes: differingSettings(current.settings, body.settings),
      problems: checkMarketSettings(markets[body.market], body.settings),
    };
  });
  registerOpsCall(app, deps, opsSaveMarketSettings, ({ body, staff }) =>
    saveMarketSettings(db, { ...body, staffId: staff.staffId }, startUpProfileOf),
  );
  registerOpsCall(app, deps, opsMarketSettingsVersions, async ({ body }) => ({
    list: (await readSettingsVersions(db, body.market)).map((saved) => ({
      ...saved,
      savedAt: saved.savedAt.toISOString(),
    })),
  }));
}
