import type { FastifyInstance } from 'fastify';
import {
  addPayoutAccount,
  payoutAccountList,
  removePayoutAccount as removePayoutAccountCall,
  updateCpf,
  updatePayoutAccount,
} from '@sorte/contracts';
import type { Database } from '../../db/database';
import type { AuthenticatedPlayer } from '../../http/authenticated-player';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { listPayoutAccounts } from './list-payout-accounts';
import { registerCpf } from './register-cpf';
import { removePayoutAccount } from './remove-payout-account';
import { savePayoutAccount } from './save-payout-account';

export interface PayoutAccountRouteDeps extends PlayerRouteDeps {
  db: Database;
}

export function registerPayoutAccountRoutes(
  app: FastifyInstance,
  deps: PayoutAccountRouteDeps,
): void {
  const { db } = deps;
  registerPlayerCall(app, deps, payoutAccountList, ({ player }) =>
    listPayoutAccounts(db, {
      ...player,
      complianceProfile: player.complianceProfile,
    }),
  );
  const profiled = (player: AuthenticatedPlayer) => ({
    playerId: player.playerId,
    market: player.market,
    complianceProfile: player.complianceProfile,
  });
  registerPlayerCall(app, deps, addPayoutAccount, ({ body, player, language }) =>
    savePayoutAccount(db, { ...profiled(player), language, accountId: null, fields: body }),
  );
  registerPlayerCall(app, deps, updatePayoutAccount, ({ body, player, language }) =>
    savePayoutAccount(db, {
      ...profiled(player),
      language,
      accountId: body.accountId,
      fields: body,
    }),
  );
  registerPlayerCall(app, deps, removePayoutAccountCall, ({ body, player }) =>
    removePayoutAccount(db, { playerId: player.playerId, accountId: body.accountId }),
  );
  registerPlayerCall(app, deps, updateCpf, ({ body, player }) =>
    registerCpf(db, { playerId: player.playerId, cpf: body.cpf }),
  );
}
