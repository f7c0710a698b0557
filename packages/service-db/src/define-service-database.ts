import { fileURLToPath } from 'node:url';
import { openServiceDatabase } from './open-service-database';
import type {
  ServiceConnection,
  ServiceDatabase,
  ServiceDatabaseHandle,
  ServiceDatabaseOptions,
} from './open-service-database';

/** What a service's database is, the same on every start: everything but the connection. */
export interface ServiceDatabaseDefinition<Schema extends Record<string, unknown>> extends Omit<
  ServiceDatabaseOptions<Schema>,
  keyof ServiceConnection | 'migrationsFolder'
> {
  /** The service's drizzle migrations folder, as a path or a `file:` URL (`new URL('../../drizzle', import.meta.url)`). */
  migrationsFolder: string | URL;
  /** PostgreSQL connections when the start names none. */
  poolSizeDefault: number;
  /**
   * Runs once the schema is migrated, before the handle is returned (the api applies its database
   * functions); if it fails, the database is closed and the error thrown.
   */
  prepare?: (db: ServiceDatabase<Schema>) => Promise<void>;
}

/**
 * A service's `openDatabase`: its own schema, migrations and folder, stated once, opened on the
 * connection each start passes.
 */
export function defineServiceDatabase<Schema extends Record<string, unknown>>(
  definition: ServiceDatabaseDefinition<Schema>,
): (connection: ServiceConnection) => Promise<ServiceDatabaseHandle<Schema>> {
  const { poolSizeDefault, prepare, ...service } = definition;
  const migrationsFolder =
    service.migrationsFolder instanceof URL
      ? fileURLToPath(service.migrationsFolder)
      : service.migrationsFolder;
  return async (connection) => {
    const handle = await openServiceDatabase({
      ...service,
      migrationsFolder,
      ...connection,
      poolSize: connection.poolSize ?? poolSizeDefault,
    });
    if (!prepare) return handle;
    try {
      await prepare(handle.db);
    } catch (error) {
      await handle.close().catch(() => {});
      throw error;
    }
    return handle;
  };
}
