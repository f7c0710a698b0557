import type { FastifyInstance } from 'fastify';
import { playLimits, setPlayLimits as setPlayLimitsCall } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { readPlayLimits } from './read-play-limits';
import { setPlayLimits } from './set-play-limits';

export function registerPlayLimitRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & { db: Database },
): void {
  registerPlayerCall(app, deps, playLimits, ({ player }) =>
    readPlayLimits(deps.db, player, deps.clock()),
  );
  registerPlayerCall(app, deps, setPlayLimitsCall, ({ body, player }) =>
    setPlayLimits(deps.db, { ...player, limits: body.limits, now: deps.clock() }),
  );
}
