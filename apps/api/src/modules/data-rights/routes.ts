import type { FastifyInstance } from 'fastify';
import {
  accountClosure,
  myData,
  opsCloseAccount,
  opsClosureRequests,
  opsExportPlayerData,
  requestAccountClosure,
  withdrawAccountClosure,
} from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerOpsCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { PlayerError } from '../../http/player-error';
import { recordAudit } from '../staff/record-audit';
import { closeAccount } from './close-account';
import { readClosureRequest, requestClosure, withdrawClosure } from './closure-requests';
import { exportPlayerData } from './export-player-data';
import { listClosureRequests } from './list-closure-requests';

/** Brazil's LGPD: a player's download of their data and their request to close the account. */
export function registerDataRightsRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & OpsRouteDeps & { db: Database },
): void {
  const { db } = deps;
  registerPlayerCall(app, deps, myData, async ({ player }) => {
    const data = await exportPlayerData(db, player.playerId);
    if (!data) throw new PlayerError('token_invalid', 401);
    return data;
  });
  registerPlayerCall(app, deps, accountClosure, async ({ player }) => ({
    request: await readClosureRequest(db, player.playerId),
  }));
  registerPlayerCall(app, deps, requestAccountClosure, async ({ player }) => ({
    request: await requestClosure(db, player.playerId),
  }));
  registerPlayerCall(app, deps, withdrawAccountClosure, async ({ player }) => ({
    request: await withdrawClosure(db, player.playerId),
  }));
  registerOpsCall(app, deps, opsClosureRequests, async () => ({
    list: await listClosureRequests(db),
  }));
  registerOpsCall(app, deps, opsCloseAccount, ({ body, staff }) =>
    closeAccount(db, { playerId: body.playerId, staffId: staff.staffId }),
  );
  registerOpsCall(app, deps, opsExportPlayerData, async ({ body, staff }) => {
    const data = await exportPlayerData(db, body.playerId);
    if (!data) throw new PlayerError('player_unknown', 404);
    await recordAudit(db, {
      staffId: staff.staffId,
      action: 'player.export_data',
      subject: `player:${body.playerId}`,
    });
    return data;
  });
}
