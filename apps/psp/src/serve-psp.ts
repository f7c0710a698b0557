import type { PGlite } from '@electric-sql/pglite';
import { connectionOf } from '@sorte/service-db';
import { serveOnDatabase } from '@sorte/service-http';
import type { ServedApp } from '@sorte/service-http';
import { buildApp } from './app';
import { developmentPspSecret } from './config';
import type { Config } from './config';
import { openDatabase } from './db/open-database';

/** With the config loader, the one file that starts the service from outside it (npm start). */
export { loadConfig } from './config';

/** The service up and listening; closing it stops the background loops too, then the database. */
export type RunningPsp = ServedApp;

/**
 * The payment provider up and listening, its settle, expiry and webhook loops running.
 * `server.ts` runs it alone; `npm start` on the embedded database runs it beside the casino in one
 * process, on an embedded database they share (`pglite`), still talking to the casino only over
 * HTTP.
 */
export async function servePsp(
  config: Config,
  options: { pglite?: PGlite } = {},
): Promise<RunningPsp> {
  const database = await openDatabase(connectionOf(config, options.pglite));
  return serveOnDatabase(database, async () => {
    const { app } = await buildApp({ config, database, runInBackground: true });
    await app.listen({ port: config.PSP_PORT, host: config.HOST });
    if (config.PSP_SECRET === developmentPspSecret) {
      app.log.warn(
        'PSP_SECRET is the development default: set a secret of your own outside development',
      );
    }
    app.log.info(
      `psp ready on ${config.publicUrl} (database: ${database.kind}, sandbox: ${config.PSP_SANDBOX})`,
    );
    return app;
  });
}
