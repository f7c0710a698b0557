import type { PGlite } from '@electric-sql/pglite';
import { connectionOf } from '@sorte/service-db';
import { serveOnDatabase } from '@sorte/service-http';
import type { ServedApp } from '@sorte/service-http';
import { buildApp } from './app';
import { readCatalogue } from './catalogue/read-catalogue';
import type { Config } from './config';
import { openDatabase } from './db/open-database';
import { ensurePagesBuilt } from './http/ensure-pages-built';

/** With the config loader, the one file that starts the service from outside it (npm start). */
export { loadConfig } from './config';

/** The service up and listening; closing it stops the settlement loop too, then the database. */
export type RunningGames = ServedApp;

/**
 * The game provider up and listening, its settlement loop running. `server.ts` runs it alone;
 * `npm start` on the embedded database runs it beside the casino in one process, on an embedded
 * database they share (`pglite`), still reaching the casino's wallet only over HTTP.
 */
export async function serveGames(
  config: Config,
  options: { pglite?: PGlite } = {},
): Promise<RunningGames> {
  await ensurePagesBuilt(config.uiDistDir);
  const database = await openDatabase(connectionOf(config, options.pglite));
  return serveOnDatabase(database, async () => {
    const app = await buildApp({ config, database, settleInBackground: true });
    // Each game's published facts come from its exact PAR sheet, counted once per process (Teen
    // Patti's, with its best play, in about a quarter of a second): counted before the first
    // player asks, not inside their first request, which in one process would stall its neighbours.
    readCatalogue();
    await app.listen({ port: config.GAMES_PORT, host: config.HOST });
    app.log.info(
      `games ready on http://localhost:${config.GAMES_PORT} (database: ${database.kind}, wallet: ${config.apiUrl})`,
    );
    return app;
  });
}
