import type { FastifyInstance } from 'fastify';
import {
  opsPlayerDeposits,
  opsPlayerRounds,
  opsPlayerStatement,
  opsPlayerWithdrawals,
} from '@sorte/contracts';
import { getMarket, isMarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { registerOpsCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { listDepositOrders } from '../deposits/list-deposit-orders';
import { readRecentRounds } from '../games/read-recent-rounds';
import { readStatement } from '../ledger/read-statement';
import { listWithdrawalOrders } from '../withdrawals/read-withdrawal-orders';
import { findPlayer } from './find-player';

export interface OpsPlayerHistoryDeps extends OpsRouteDeps {
  db: Database;
}

/**
 * A player's history for staff, each list read by the very query the player's own screen uses, so
 * staff see (and can recall a round) exactly as the player saw it.
 */
export function registerOpsPlayerHistoryRoutes(
  app: FastifyInstance,
  deps: OpsPlayerHistoryDeps,
): void {
  const { db } = deps;
  const idOf = async (playerId: string) => (await findPlayer(db, playerId)).id;
  registerOpsCall(app, deps, opsPlayerStatement, async ({ body }) =>
    readStatement(db, {
      playerId: await idOf(body.playerId),
      pageSize: body.pageSize ?? 20,
      cursor: body.cursor,
    }),
  );
  registerOpsCall(app, deps, opsPlayerRounds, async ({ body }) =>
    readRecentRounds(db, { playerId: await idOf(body.playerId), gameId: body.gameId }),
  );
  registerOpsCall(app, deps, opsPlayerDeposits, async ({ body }) => {
    const player = await findPlayer(db, body.playerId);
    if (!isMarketCode(player.market)) throw new Error(`player ${player.id}: ${player.market}`);
    return listDepositOrders(db, {
      playerId: player.id,
      pageSize: body.pageSize ?? 20,
      // The states read as the player reads them, in their market's language.
      language: getMarket(player.market).language,
    });
  });
  registerOpsCall(app, deps, opsPlayerWithdrawals, async ({ body }) =>
    listWithdrawalOrders(db, {
      playerId: await idOf(body.playerId),
      pageSize: body.pageSize ?? 20,
      cursor: body.cursor,
    }),
  );
}
