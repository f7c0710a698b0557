import type { FastifyInstance } from 'fastify';
import { confirmAge as confirmAgeCall } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { confirmAge } from './confirm-age';

export function registerAgeGateRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & { db: Database },
): void {
  registerPlayerCall(app, deps, confirmAgeCall, ({ body, player, language }) =>
    confirmAge(deps.db, {
      playerId: player.playerId,
      market: player.market,
      complianceProfile: player.complianceProfile,
      username: body.username,
      birthDate: body.birthDate,
      termsAccepted: body.termsAccepted,
      language,
    }),
  );
}
