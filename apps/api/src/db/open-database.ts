import { fileURLToPath } from 'node:url';
import { openServiceDatabase } from '@sorte/service-db';
import { accountChangedChannel } from '../modules/account/follow-account-changes';
import * as schema from './schema';
import type { DatabaseHandle } from './database';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… switches to PostgreSQL; otherwise the embedded database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database's files; undefined keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** An idle PostgreSQL connection can break (server restart); without a listener it would crash the process. */
  onConnectionError?: (error: Error) => void;
}

/** Opens the casino's database (journal in the default schema "drizzle") and migrates it. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return openServiceDatabase({
    schema,
    migrationsFolder,
    pgliteFolder: 'pglite',
    notificationChannels: [accountChangedChannel],
    ...options,
    poolSize: options.poolSize ?? 10,
  });
}
