import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Either driver (PGlite embedded, or node-postgres) behind one type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What an operation may write through: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}
