import type { FastifyInstance } from 'fastify';
import { login, logout } from '@sorte/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { PlayerError } from '../../http/player-error';
import { registerPlayerCall, registerPublicCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { loginGuest } from './login-guest';
import { revokeSession } from './revoke-session';
import type { SessionCache } from './session-cache';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & { db: Database; config: Config; sessionCache: SessionCache },
): void {
  registerPublicCall(
    app,
    deps,
    login,
    async ({ body }) => {
      if (body.loginType !== 1) throw new PlayerError('login_type_unsupported', 400);
      return loginGuest(deps.db, {
        deviceId: body.deviceId,
        market: body.market ?? deps.config.MARKET,
        extensionCode: body.extensionCode,
        registChannel: body.registChannel,
        sessionTtlMs: deps.config.SESSION_TTL_HOURS * 3600_000,
      });
    },
    { config: { rateLimit: { max: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } } },
  );

  registerPlayerCall(app, deps, logout, async ({ player }) => {
    await revokeSession(deps.db, player.sessionId);
    deps.sessionCache.forgetSession(player.sessionId);
    return {};
  });
}
