import type { FastifyInstance } from 'fastify';
import {
  opsAddPlayerNote,
  opsReadPlayer,
  opsSearchPlayers,
  opsSetUserType,
} from '@sorte/contracts';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { registerOpsCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { addPlayerNote } from './add-player-note';
import { registerOpsPlayerHistoryRoutes } from './history-routes';
import { readPlayerPage } from './read-player-page';
import { searchPlayers } from './search-players';
import { setUserType } from './set-user-type';

export interface OpsPlayerRouteDeps extends OpsRouteDeps {
  db: Database;
  clock: () => Date;
  complianceProfileOf: (market: MarketCode) => ComplianceProfile;
}

/**
 * The console's player calls: search, the player's page and history, their user type and staff
 * notes.
 */
export function registerOpsPlayerRoutes(app: FastifyInstance, deps: OpsPlayerRouteDeps): void {
  const { db, clock } = deps;
  registerOpsCall(app, deps, opsSearchPlayers, ({ body }) => searchPlayers(db, body));
  registerOpsCall(app, deps, opsReadPlayer, ({ body }) =>
    readPlayerPage(db, {
      playerId: body.playerId,
      complianceProfileOf: deps.complianceProfileOf,
      now: clock(),
    }),
  );
  registerOpsCall(app, deps, opsSetUserType, ({ body, staff }) =>
    setUserType(db, { ...body, staffId: staff.staffId }),
  );
  registerOpsCall(app, deps, opsAddPlayerNote, ({ body, staff }) =>
    addPlayerNote(db, { ...body, staff }),
  );
  registerOpsPlayerHistoryRoutes(app, deps);
}
