import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NotificationFeed } from '@sorte/service-db';
import type * as schema from './schema';

/** Either driver (PGlite embedded, or node-postgres) behind one type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  /**
   * The streaming replica (DATABASE_REPLICA_URL), read-only, or `db` itself when none is set and
   * always on the embedded database. Its answers may be a moment behind the last commit, so only
   * reads a person looks at and nothing decides from come here: the player's statement, deposit
   * history, withdrawal history and game rounds, and the operators' reports. A lagging history
   * shows a movement a moment late; it never shows a wrong balance, because the balance, every
   * money decision (wallet, withdrawal quotes and orders, deposit credits, limits) and everything
   * that checks a session or an account reads `db`, the primary.
   */
  readsThatMayLag: Database;
  kind: 'pglite' | 'postgres';
  /** `account_changed` notifications: a player id, or `*` for every player. */
  notifications: NotificationFeed;
  close: () => Promise<void>;
}
