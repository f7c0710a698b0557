import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createNotificationHub, listenStatement, startPostgresListener } from './notification-feed';
import type { NotificationFeed } from './notification-feed';
import { openPglite } from './open-pglite';

/** Either driver (PGlite embedded, or node-postgres) behind one type. */
export type ServiceDatabase<Schema extends Record<string, unknown>> = PgDatabase<
  PgQueryResultHKT,
  Schema
>;

export interface ServiceDatabaseHandle<Schema extends Record<string, unknown>> {
  db: ServiceDatabase<Schema>;
  /**
   * Where reads that may lag a moment behind the last commit go: a read-only pool to a streaming
   * replica when `replicaUrl` is given, otherwise `db` itself. Only for what a player or staff
   * member reads and nothing decides from (see the caller's list); never for money.
   */
  readsThatMayLag: ServiceDatabase<Schema>;
  kind: 'pglite' | 'postgres';
  /** The notifications on `notificationChannels`. */
  notifications: NotificationFeed;
  close: () => Promise<void>;
}

/** What differs between two starts of one service: where its database is and how it is reached. */
export interface ServiceConnection {
  /** postgres://… switches to PostgreSQL; otherwise the embedded database is used. */
  databaseUrl?: string;
  /**
   * Where the listening connection goes (`LISTEN` for other processes' notifications); default
   * databaseUrl. Set it to PostgreSQL itself when databaseUrl is a transaction pooler
   * (pgbouncer's `pool_mode = transaction`): a pooler hands each transaction to any server
   * connection, so a `LISTEN` sent through it stays on a connection the next client gets and its
   * notifications never reach this process. When it differs from databaseUrl, the pooled
   * connections do not listen either, and this process hears its own changes through the
   * listening connection a moment after their commit, as it hears every other process's.
   */
  listenUrl?: string;
  /**
   * A streaming replica of databaseUrl's database (PostgreSQL only): a second pool opens to it,
   * read-only, never migrated and listening to nothing, and the handle offers it as
   * `readsThatMayLag`. Ignored on the embedded database, which is always the one database.
   */
  replicaUrl?: string;
  /** Folder for the embedded database's files; undefined keeps it in memory (tests). */
  dataDir?: string;
  /**
   * An embedded database already open (`openPglite`) that this service shares with others, in
   * place of one of its own under dataDir: the service migrates its schema into it, and closing
   * the handle leaves it open for the others.
   */
  pglite?: PGlite;
  poolSize?: number;
  /** An idle PostgreSQL connection can break (server restart); without a listener it would crash the process. */
  onConnectionError?: (error: Error) => void;
}

export interface ServiceDatabaseOptions<
  Schema extends Record<string, unknown>,
> extends ServiceConnection {
  schema: Schema;
  /** The service's drizzle migrations folder. */
  migrationsFolder: string;
  /**
   * Where the service keeps its migration journal on PostgreSQL: apart from the others, so the
   * services can share one database without reading each other's history.
   */
  migrationsSchema?: string;
  /** The embedded database's folder under dataDir (`pglite`, `games-pglite`, …). */
  pgliteFolder: string;
  /** Channels to LISTEN on, on every connection (see NotificationFeed). */
  notificationChannels?: string[];
}

/**
 * Opens a service's database and brings its schema up to date before anything else touches it:
 * PostgreSQL when a URL is given, the embedded PGlite otherwise. Each of api, games and psp
 * passes its own schema, migrations and folder.
 */
export async function openServiceDatabase<Schema extends Record<string, unknown>>(
  options: ServiceDatabaseOptions<Schema>,
): Promise<ServiceDatabaseHandle<Schema>> {
  const { schema, migrationsFolder, migrationsSchema } = options;
  const channels = options.notificationChannels ?? [];
  if (options.databaseUrl) {
    const hub = createNotificationHub(channels.length === 0);
    const listenUrl = options.listenUrl ?? options.databaseUrl;
    // Through a transaction pooler the pool's connections are not ours between transactions.
    const poolListens = channels.length > 0 && listenUrl === options.databaseUrl;
    const connectionLost =
      options.onConnectionError ??
      ((error: Error) => console.warn(`database connection lost: ${error.message}`));
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Every pooled connection listens too when it is a connection of its own to PostgreSQL: a
      // transaction's own notifications then arrive on its connection before its commit answers,
      // so the process never reads past its own write.
      onConnect: async (client) => {
        // The pool listens for errors only on idle connections. A connection the server ends
        // while it is checked out (between a transaction's statements) emits its error on the
        // connection itself, which with no listener ended the whole process; its query fails,
        // the pool drops it on release, and the process carries on.
        client.on('error', connectionLost);
        if (!poolListens) return;
        client.on('notification', (message) => hub.deliver(message.channel, message.payload ?? ''));
        for (const channel of channels) await client.query(listenStatement(channel));
      },
    });
    pool.on('error', connectionLost);
    const db = drizzlePostgres(pool, { schema });
    const replica = options.replicaUrl
      ? openReplicaPool(options.replicaUrl, options.poolSize ?? 10, connectionLost)
      : undefined;
    let listener: { close: () => Promise<void> } | undefined;
    try {
      await migratePostgres(db, { migrationsFolder, migrationsSchema });
      if (channels.length > 0) {
        listener = await startPostgresListener({
          connectionString: listenUrl,
          channels,
          hub,
        });
      }
    } catch (error) {
      await pool.end().catch(() => {});
      await replica?.end().catch(() => {});
      throw error;
    }
    return {
      db: db as unknown as ServiceDatabase<Schema>,
      readsThatMayLag: (replica
        ? drizzlePostgres(replica, { schema })
        : db) as unknown as ServiceDatabase<Schema>,
      kind: 'postgres',
      notifications: hub,
      close: async () => {
        await listener?.close();
        await pool.end();
        await replica?.end();
      },
    };
  }
  const shared = options.pglite;
  const client =
    shared ?? (await openPglite({ dataDir: options.dataDir, folder: options.pgliteFolder }));
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder, migrationsSchema });
  // One connection inside this process: nothing can be missed, and notifications arrive before
  // the query that raised them answers.
  const hub = createNotificationHub(true);
  const stopListening: (() => Promise<void>)[] = [];
  for (const channel of channels) {
    stopListening.push(await client.listen(channel, (payload) => hub.deliver(channel, payload)));
  }
  return {
    db: db as unknown as ServiceDatabase<Schema>,
    readsThatMayLag: db as unknown as ServiceDatabase<Schema>,
    kind: 'pglite',
    notifications: hub,
    close: async () => {
      if (!shared) return client.close();
      for (const stop of stopListening) await stop();
    },
  };
}

/**
 * The pool of a streaming replica. Every transaction on it is read-only
 * (`default_transaction_read_only`, sent at connect): a standby refuses writes anyway, and the
 * setting makes a replica address that points at a writable server by mistake refuse them too,
 * rather than take writes the primary never sees.
 */
function openReplicaPool(
  replicaUrl: string,
  poolSize: number,
  connectionLost: (error: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: replicaUrl,
    max: poolSize,
    options: '-c default_transaction_read_only=on',
    application_name: 'sorte-reads-that-may-lag',
    onConnect: (client) => {
      client.on('error', connectionLost);
    },
  });
  pool.on('error', connectionLost);
  return pool;
}
