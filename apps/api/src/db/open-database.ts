import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openServiceDatabase } from '@sorte/service-db';
import { accountChangedChannel } from './account-changed-channel';
import { sessionEndedChannel } from './session-ended-channel';
import { applyDatabaseFunctions } from './apply-database-functions';
import { databaseFunctions } from './database-functions';
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
 * Opens the casino's database (journal in the default schema "drizzle"), migrates it, then applies
 * the live definition of every database function.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = await openServiceDatabase({
    schema,
    migrationsFolder,
    pgliteFolder: 'pglite',
    notificationChannels: [accountChangedChannel, sessionEndedChannel],
    ...options,
    poolSize: options.poolSize ?? 10,
  });
  try {
    await applyDatabaseFunctions(handle.db, databaseFunctions);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}
