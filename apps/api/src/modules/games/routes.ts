import type { FastifyInstance } from 'fastify';
import {
  gameList,
  gameRecentRounds,
  gameSessionSummary,
  joinGame,
  openGameRounds,
} from '@sorte/contracts';
import { getMarket } from '@sorte/markets';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { registerPlayerCall, registerPublicCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { launchGame } from './launch-game';
import { listGames } from './list-games';
import { listOpenRounds } from './list-open-rounds';
import { createProviderCatalogueClient } from './provider-catalogue-client';
import { readRecentRounds } from './read-recent-rounds';
import { readSessionSummary } from './read-session-summary';

/** The return page holds no script and no link: it may be framed by the casino's own pages. */
const gameReturnPagePolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join(';');

export function registerGameRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & {
    db: Database;
    /** The recent rounds' reads: history, which may be a moment behind (db/database.ts). */
    readsThatMayLag: Database;
    config: Config;
  },
): void {
  const catalogue = createProviderCatalogueClient({
    baseUrl: deps.config.gamesUrl,
    cacheMs: 5 * 60_000,
    timeoutMs: 2_000,
  });
  registerPublicCall(app, deps, gameList, () => listGames(catalogue));
  registerPlayerCall(app, deps, gameRecentRounds, ({ body, player }) =>
    readRecentRounds(deps.readsThatMayLag, { playerId: player.playerId, gameId: body.gameId }),
  );
  registerPlayerCall(app, deps, gameSessionSummary, ({ body, player }) =>
    readSessionSummary(deps.db, {
      playerId: player.playerId,
      gameId: body.gameId,
      currency: player.currency,
    }),
  );
  registerPlayerCall(app, deps, openGameRounds, ({ player }) =>
    listOpenRounds(deps.db, player.playerId),
  );
  registerPlayerCall(app, deps, joinGame, ({ body, player, language }) =>
    launchGame(deps.db, {
      playerId: player.playerId,
      market: player.market,
      complianceProfile: player.complianceProfile,
      playerLanguage: language,
      gameId: body.gameId,
      currency: player.currency,
      language: getMarket(player.market).language,
      gamesPublicUrl: deps.config.gamesPublicUrl,
      returnUrl: new URL('/game/return', deps.config.publicUrl).toString(),
      sessionTtlMs: deps.config.GAME_SESSION_TTL_MINUTES * 60_000,
      now: deps.clock(),
    }),
  );

  // Where the provider sends the frame when the player leaves the game: the player app notices
  // this second load (the seed's fallback) even if the exit message was lost. It loads inside the
  // casino's own game frame, so unlike every other page it may be framed, by the casino only.
  app.get('/game/return', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', gameReturnPagePolicy)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><meta charset="utf-8"><title>Sorte</title><body style="background:#12061f"></body>',
      ),
  );
}
