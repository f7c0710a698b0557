import type { FastifyInstance } from 'fastify';
import { accountInfo, statement } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { readStatement } from '../ledger/read-statement';
import { getAccountInfo } from './get-account-info';

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & { db: Database },
): void {
  registerPlayerCall(app, deps, accountInfo, ({ player }) =>
    getAccountInfo(deps.db, player.playerId, player.currency),
  );
  registerPlayerCall(app, deps, statement, ({ body, player }) =>
    readStatement(deps.db, {
      playerId: player.playerId,
      pageSize: body.pageSize ?? 20,
      cursor: body.cursor,
    }),
  );
}
