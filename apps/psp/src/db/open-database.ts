import { defineServiceDatabase } from '@sorte/service-db';
import type { ServiceConnection } from '@sorte/service-db';
import * as schema from './schema';
import type { DatabaseHandle } from './database';

export type DatabaseOptions = ServiceConnection;

/**
 * Opens the payment provider's database and migrates it, with its migration journal in its own
 * schema so the services can share one PostgreSQL database.
 */
export const openDatabase: (options: DatabaseOptions) => Promise<DatabaseHandle> =
  defineServiceDatabase({
    schema,
    migrationsFolder: new URL('../../drizzle', import.meta.url),
    migrationsSchema: 'psp_migrations',
    pgliteFolder: 'psp-pglite',
    poolSizeDefault: 5,
  });
