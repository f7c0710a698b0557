import type { PGlite } from '@electric-sql/pglite';
import type { ServiceConnection } from './open-service-database';

/** The database variables every service reads from its environment, checked by its config. */
export interface DatabaseEnvironment {
  readonly DATABASE_URL?: string | undefined;
  /** Where the listening connection goes when DATABASE_URL is a transaction pooler. */
  readonly DATABASE_LISTEN_URL?: string | undefined;
  readonly DATA_DIR: string;
  readonly DATABASE_POOL_SIZE: number;
}

/**
 * A service's connection from its environment: PostgreSQL when DATABASE_URL is set (its
 * listening connection to DATABASE_LISTEN_URL when that is set too), else the
 * embedded database under DATA_DIR, or the one `npm start` opened for every service (pglite).
 */
export function connectionOf(environment: DatabaseEnvironment, pglite?: PGlite): ServiceConnection {
  return {
    databaseUrl: environment.DATABASE_URL,
    listenUrl: environment.DATABASE_LISTEN_URL,
    dataDir: environment.DATA_DIR,
    poolSize: environment.DATABASE_POOL_SIZE,
    pglite,
  };
}
