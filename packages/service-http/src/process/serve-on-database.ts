import type { FastifyInstance } from 'fastify';

/** What a service holds open besides its listener: its database handle. */
export interface Closable {
  close: () => Promise<void>;
}

/** A service up and listening. */
export interface ServedApp {
  app: FastifyInstance;
  /** Stops listening and the app's loops (its onClose hooks), then closes the database. */
  close: () => Promise<void>;
}

/**
 * Starts a service on the database it opened: `start` builds the app and listens. If the start
 * fails the database is closed before the error goes on, so a refused start leaves no handle (nor
 * an embedded database's lock) behind.
 */
export async function serveOnDatabase<Database extends Closable>(
  database: Database,
  start: (database: Database) => Promise<FastifyInstance>,
): Promise<ServedApp> {
  try {
    const app = await start(database);
    return {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
