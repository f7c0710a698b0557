import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openServiceDatabase } from '@sorte/service-db';
import * as schema from './schema';
import type { DatabaseHandle } from './database';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… switches to PostgreSQL; otherwise the embedded database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database's files; undefined keeps it in memory (tests). */
  dataDir?: string;
  /** An embedded database shared with the other services (one process, `npm start`), in place of dataDir. */
  pglite?: PGlite;
  poolSize?: number;
  /** An idle PostgreSQL connection can break (server restart); without a listener it would crash the process. */
  onConnectionError?: (error: Error) => void;
}

/**
 * Opens the provider's database and migrates it. The casino keeps its migration journal in the
 * schema "drizzle"; ours lives apart so both can share one PostgreSQL database.
 */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return openServiceDatabase({
    schema,
    migrationsFolder,
    migrationsSchema: 'provider_migrations',
    pgliteFolder: 'games-pglite',
    ...options,
    poolSize: options.poolSize ?? 5,
  });
}
