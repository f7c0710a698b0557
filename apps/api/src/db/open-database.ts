import { defineServiceDatabase } from '@sorte/service-db';
import type { ServiceConnection } from '@sorte/service-db';
import { accountChangedChannel } from './account-changed-channel';
import { marketSettingsChannel } from './market-settings-channel';
import { sessionEndedChannel } from './session-ended-channel';
import { applyDatabaseFunctions } from './apply-database-functions';
import { databaseFunctions } from './database-functions';
import * as schema from './schema';
import type { DatabaseHandle } from './database';

export type DatabaseOptions = ServiceConnection;

/**
 * Opens the casino's database (journal in the default schema "drizzle"), migrates it, then applies
 * the live definition of every database function.
 */
export const openDatabase: (options: DatabaseOptions) => Promise<DatabaseHandle> =
  defineServiceDatabase({
    schema,
    migrationsFolder: new URL('../../drizzle', import.meta.url),
    pgliteFolder: 'pglite',
    notificationChannels: [accountChangedChannel, sessionEndedChannel, marketSettingsChannel],
    poolSizeDefault: 10,
    prepare: (db) => applyDatabaseFunctions(db, databaseFunctions),
  });
