import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { openMigratedPglite } from '@sorte/service-db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { queryRows } from '../src/db/query-rows';

/**
 * Integration tests run against the real app and a real database: embedded PGlite by default,
 * PostgreSQL when DATABASE_URL is set (each test file gets its own throw-away database there).
 */
export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The throw-away PostgreSQL database, for tests that need a connection of their own. */
  databaseUrl?: string;
  /**
   * With `replica: true` on PostgreSQL: a second throw-away database, migrated, that the app
   * reads its reads that may lag from (`readsThatMayLag`). It is no copy of the first: a test
   * writes into it what only those reads should show.
   */
  replicaUrl?: string;
}

interface ThrowAwayDatabase {
  url: string;
  /** Deadlocks PostgreSQL detected in the database; read once every connection to it is closed. */
  countDeadlocks: () => Promise<number>;
  drop: () => Promise<void>;
}

async function withAdminClient<T>(adminUrl: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Waits at most this long for the file's connections to end before reading their statistics; a
 * connection a test leaves open past it may hold deadlocks not counted yet.
 */
const backendsGoneTimeoutMs = 5000;

async function createPostgresDatabase(adminUrl: string): Promise<ThrowAwayDatabase> {
  const name = `sorte_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    countDeadlocks: () =>
      withAdminClient(adminUrl, async (admin) => {
        // A backend sends its statistics (deadlocks among them) at intervals and, at the latest,
        // as it exits, before it leaves pg_stat_activity: once no backend of the database is left,
        // every deadlock is counted. Each read drops the snapshot of the one before.
        const deadline = Date.now() + backendsGoneTimeoutMs;
        for (;;) {
          await admin.query('select pg_stat_clear_snapshot()');
          const { rows } = await admin.query<{ backends: number }>(
            'select count(*)::int as backends from pg_stat_activity where datname = $1',
            [name],
          );
          if ((rows[0]?.backends ?? 0) === 0 || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query('select pg_stat_clear_snapshot()');
        const { rows } = await admin.query<{ deadlocks: string }>(
          'select deadlocks::text from pg_stat_database where datname = $1',
          [name],
        );
        return Number(rows[0]?.deadlocks ?? 0);
      }),
    drop: () =>
      withAdminClient(adminUrl, async (admin) => {
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/** Tries at taking every table's lock at once before emptying them, 10 ms apart. */
const truncateAttemptsMax = 200;

/** Whether a database error is PostgreSQL's `lock_not_available` (a NOWAIT lock refused). */
function isLockNotAvailable(error: unknown): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    if ((at as Error & { code?: unknown }).code === '55P03') return true;
  }
  return false;
}

/**
 * Empties every table between tests, so each test starts from a clean database. Every table is
 * locked at once without waiting (and tried again if one is held): a truncate that waited for a
 * table a background read holds (the app re-reading market settings when its notification feed
 * connects, or after a save) while holding another the read wants next was a deadlock.
 */
async function truncateAll(database: DatabaseHandle): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((row) => `"${row.tablename}"`).join(', ');
  if (tables === '') return;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`lock table ${tables} in access exclusive mode nowait`));
        await tx.execute(sql.raw(`truncate ${tables} restart identity cascade`));
      });
      return;
    } catch (error) {
      if (attempt >= truncateAttemptsMax || !isLockNotAvailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/**
 * A clock a test moves on by hand, injected into the app (`useTestApp(env, { clock })`): sessions,
 * limits and the wallet's bet path then judge time by it. It starts at the real time.
 */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
  /** Stands the clock at an instant (a midnight in some market); null goes back to real time. */
  set: (at: Date | null) => void;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
    set: (at) => {
      offsetMs = at === null ? 0 : at.getTime() - Date.now();
    },
  };
}

export function useTestApp(
  env: Record<string, string> = {},
  options: { clock?: TestClock; serveWebApp?: boolean; replica?: boolean } = {},
): TestContext {
  const context = {} as TestContext;
  let postgres: ThrowAwayDatabase | undefined;
  let replica: ThrowAwayDatabase | undefined;
  let engine: PGlite | undefined;

  beforeAll(async () => {
    const adminUrl = process.env.DATABASE_URL;
    let databaseUrl: string | undefined;
    if (adminUrl) {
      postgres = await createPostgresDatabase(adminUrl);
      databaseUrl = postgres.url;
      context.databaseUrl = postgres.url;
      if (options.replica) {
        replica = await createPostgresDatabase(adminUrl);
        context.replicaUrl = replica.url;
        // Migrated as the primary is, since a real replica copies the schema with everything else.
        const migrated = await openDatabase({ databaseUrl: replica.url, poolSize: 1 });
        await migrated.close();
      }
    } else {
      engine = await openMigratedPglite('api');
    }
    const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
    // The throw-away database is dropped with force at the end, which cuts idle connections.
    context.database = await openDatabase({
      databaseUrl,
      pglite: engine,
      replicaUrl: context.replicaUrl,
      poolSize: 20,
      onConnectionError: () => {},
    });
    context.app = await buildApp({
      config,
      database: context.database,
      serveWebApp: options.serveWebApp ?? false,
      clock: options.clock?.now,
    });
  });

  beforeEach(async () => {
    await truncateAll(context.database);
  });

  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    await engine?.close();
    await replica?.drop();
    if (!postgres) return;
    try {
      // A deadlock is a bug even when a retry hid it from every answer: money paths of one player
      // take their locks in one order (STYLE.md, Money).
      const deadlocks = await postgres.countDeadlocks();
      if (deadlocks > 0) {
        throw new Error(
          `PostgreSQL detected ${deadlocks} deadlock(s) in this test file's database: two of its ` +
            'transactions took the same locks in opposite orders',
        );
      }
    } finally {
      await postgres.drop();
    }
  });

  return context;
}

export function call(
  app: FastifyInstance,
  path: string,
  body: unknown = {},
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: path,
    headers: token ? { 'access-token': token } : {},
    payload: body as Record<string, unknown>,
  });
}

export function newDeviceId(): string {
  return randomBytes(16).toString('hex');
}

/** An adult's 18+ setup, with a username no other test player has. */
export function adultSetup(deviceId: string = newDeviceId()) {
  return { username: `p${deviceId.slice(0, 12)}`, birthDate: '1990-05-17', termsAccepted: true };
}

/**
 * A guest signed in on a new device. Like every real player before a deposit or a game, it has
 * completed the 18+ setup, unless `ageConfirmed: false` asks for one who has not.
 */
export async function loginAsGuest(
  app: FastifyInstance,
  extra: Record<string, unknown> = {},
  options: { ageConfirmed?: boolean } = {},
): Promise<{ token: string; userId: number; deviceId: string }> {
  const deviceId = newDeviceId();
  const response = await call(app, '/user/login', { loginType: 1, deviceId, ...extra });
  const body = response.json();
  if (!body.success) throw new Error(`login failed: ${response.body}`);
  const token: string = body.data.token;
  if (options.ageConfirmed !== false) {
    const setup = await call(app, '/user/confirmAge', adultSetup(deviceId), token);
    if (!setup.json().success) throw new Error(`18+ setup failed: ${setup.body}`);
  }
  return { token, userId: body.data.userId, deviceId };
}
