import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { serveOnDatabase } from '@sorte/service-http';
import { buildApp } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/open-database';

/** With the config loader, the one file that starts the service from outside it (npm start). */
export { loadConfig } from './config';

export interface RunningApi {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Stops listening, then closes the database. */
  close: () => Promise<void>;
}

/**
 * The api up and listening: its database opened and migrated, the app built. `server.ts` runs it
 * alone; `npm start` on the embedded database runs it beside the providers in one process, on an
 * embedded database they share (`pglite`).
 */
export async function serveApi(
  config: Config,
  options: { pglite?: PGlite } = {},
): Promise<RunningApi> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    listenUrl: config.DATABASE_LISTEN_URL,
    replicaUrl: config.DATABASE_REPLICA_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    pglite: options.pglite,
  });
  const served = await serveOnDatabase(database, async () => {
    const app = await buildApp({ config, database });
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(`api ready on http://localhost:${config.PORT} (database: ${database.kind})`);
    return app;
  });
  return { ...served, database };
}
