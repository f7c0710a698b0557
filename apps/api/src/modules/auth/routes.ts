import type { FastifyInstance } from 'fastify';
import { login, logout } from '@sorte/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { PlayerError } from '../../http/player-error';
import { registerPlayerCall, registerPublicCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { bindAccount as bindAccountCall } from '@sorte/contracts';
import { bindAccount } from './bind-account';
import { loginGuest } from './login-guest';
import { loginWithPassword } from './login-with-password';
import type { PasswordLoginKind } from './login-with-password';
import { marketForNewPlayer } from './market-for-host';
import { revokeSession } from './revoke-session';
import type { SessionCache } from './session-cache';

const passwordLoginKinds: Record<2 | 5 | 6, PasswordLoginKind> = {
  2: 'phone',
  5: 'username',
  6: 'email',
};

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & { db: Database; config: Config; sessionCache: SessionCache },
): void {
  registerPublicCall(
    app,
    deps,
    login,
    async ({ body, request }) => {
      const sessionTtlMs = deps.config.SESSION_TTL_HOURS * 3600_000;
      // The market this page is served as: a new guest's, and how a typed phone number is read.
      const pageMarket = marketForNewPlayer({
        host: request.headers.host ?? '',
        requested: body.market,
        marketHosts: deps.config.marketHosts,
        defaultMarket: deps.config.MARKET,
        clientMayChoose: deps.config.clientOverridesAllowed,
      });
      if (body.loginType === 1) {
        return loginGuest(deps.db, {
          deviceId: body.deviceId,
          market: pageMarket,
          extensionCode: body.extensionCode,
          registChannel: body.registChannel,
          sessionTtlMs,
          now: deps.clock(),
        });
      }
      const kind = passwordLoginKinds[body.loginType];
      const identifier = { phone: body.phone, username: body.userName, email: body.email }[kind];
      if (!identifier || !body.password) throw new PlayerError('credentials_invalid', 401);
      return loginWithPassword(deps.db, {
        kind,
        identifier,
        market: pageMarket,
        password: body.password,
        address: request.ip,
        failuresPerAddressMax: deps.config.LOGIN_FAILURES_PER_HOUR_PER_ADDRESS,
        sessionTtlMs,
        now: deps.clock(),
      });
    },
    { config: { rateLimit: { max: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } } },
  );

  registerPlayerCall(app, deps, bindAccountCall, ({ body, player, language }) =>
    bindAccount(deps.db, {
      playerId: player.playerId,
      market: player.market,
      language,
      ...body,
      now: deps.clock(),
    }),
  );

  registerPlayerCall(app, deps, logout, async ({ player }) => {
    await revokeSession(deps.db, player, deps.clock());
    deps.sessionCache.forgetSession(player.sessionId);
    return {};
  });
}
