import type { FastifyInstance } from 'fastify';
import { accountInfo, playerProfile, statement } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { readStatement } from '../ledger/read-statement';
import type { AccountAnswerCache } from './account-answer-cache';
import { getAccountInfo } from './get-account-info';
import type { AccountInfoData } from './get-account-info';
import { readPlayerProfile } from './read-player-profile';

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & {
    db: Database;
    /** The statement's reads: history, which may be a moment behind (db/database.ts). */
    readsThatMayLag: Database;
    accountAnswers: AccountAnswerCache<AccountInfoData>;
    /** No statement prepared by name: the next call may land on another server connection. */
    behindTransactionPooler: boolean;
  },
): void {
  // The app asks for this on every screen and every few seconds while a deposit is pending.
  registerPlayerCall(app, deps, accountInfo, ({ player }) =>
    deps.accountAnswers.read(player.playerId, () =>
      getAccountInfo(deps.db, player.playerId, player.currency, deps.behindTransactionPooler),
    ),
  );
  registerPlayerCall(app, deps, playerProfile, ({ player }) => readPlayerProfile(deps.db, player));
  registerPlayerCall(app, deps, statement, ({ body, player }) =>
    readStatement(deps.readsThatMayLag, {
      playerId: player.playerId,
      pageSize: body.pageSize ?? 20,
      cursor: body.cursor,
    }),
  );
}
