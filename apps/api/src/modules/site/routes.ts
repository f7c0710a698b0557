import type { FastifyInstance } from 'fastify';
import { siteInfo } from '@sorte/contracts';
import type { Config } from '../../config';
import type { AuthenticatedPlayer } from '../../http/authenticated-player';
import { PlayerError } from '../../http/player-error';
import { registerPublicCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { decideNewPlayerMarket } from '../auth/market-for-host';
import { describeSite } from './describe-site';
import type { SiteInfoData } from './describe-site';

export function registerSiteRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & { config: Config },
): void {
  const { config } = deps;

  /** The live session behind a token, or why there is none. */
  async function sessionOf(
    token: string,
  ): Promise<{ player: AuthenticatedPlayer | null; ended: SiteInfoData['sessionEnded'] }> {
    if (token === '') return { player: null, ended: null };
    try {
      const player = await deps.authenticate(token);
      return { player, ended: player ? null : 'ended' };
    } catch (error) {
      if (error instanceof PlayerError && error.msgCode === 'session_idle') {
        return { player: null, ended: 'idle' };
      }
      throw error;
    }
  }

  registerPublicCall(app, deps, siteInfo, async ({ body, request }) => {
    // A live session's account keeps its market for good: a new tab, another address or a
    // forged `market` cannot change what it is served in.
    const header = request.headers['access-token'];
    const { player, ended } = await sessionOf(typeof header === 'string' ? header : '');
    const decided = player
      ? { market: player.market, source: 'account' as const }
      : decideNewPlayerMarket({
          host: request.headers.host ?? '',
          requested: body.market,
          marketHosts: config.marketHosts,
          defaultMarket: config.MARKET,
          clientMayChoose: config.clientOverridesAllowed,
        });
    return describeSite({
      market: decided.market,
      marketSource: decided.source,
      sessionEnded: ended,
      profile: config.complianceProfileOf(decided.market),
      operator: config.operator,
      clientOverridesAllowed: config.clientOverridesAllowed,
      tracking: config.trackingOf(decided.market),
    });
  });
}
