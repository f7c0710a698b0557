import type { FastifyInstance } from 'fastify';
import { depositLimits, setDepositLimit as setDepositLimitCall } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { readDepositLimits } from './read-deposit-limits';
import { setDepositLimit } from './set-deposit-limit';

export function registerDepositLimitRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & { db: Database },
): void {
  registerPlayerCall(app, deps, depositLimits, ({ player }) => readDepositLimits(deps.db, player));
  registerPlayerCall(app, deps, setDepositLimitCall, ({ body, player }) =>
    setDepositLimit(deps.db, { ...player, period: body.period, amountMinor: body.amountMinor }),
  );
}
