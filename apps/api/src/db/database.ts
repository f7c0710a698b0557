import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NotificationFeed } from '@sorte/service-db';
import type * as schema from './schema';

/** Either driver (PGlite embedded, or node-postgres) behind one type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** `account_changed` notifications: a player id, or `*` for every player. */
  notifications: NotificationFeed;
  close: () => Promise<void>;
}
