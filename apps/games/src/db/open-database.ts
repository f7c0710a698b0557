import { defineServiceDatabase } from '@sorte/service-db';
import type { ServiceConnection } from '@sorte/service-db';
import * as schema from './schema';
import type { DatabaseHandle } from './database';

export type DatabaseOptions = ServiceConnection;

/**
 * Opens the provider's database and migrates it. The casino keeps its migration journal in the
 * schema "drizzle"; ours lives apart so both can share one PostgreSQL database.
 */
export const openDatabase: (options: DatabaseOptions) => Promise<DatabaseHandle> =
  defineServiceDatabase({
    schema,
    migrationsFolder: new URL('../../drizzle', import.meta.url),
    migrationsSchema: 'provider_migrations',
    pgliteFolder: 'games-pglite',
    poolSizeDefault: 5,
  });
