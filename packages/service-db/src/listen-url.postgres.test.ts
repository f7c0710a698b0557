// The listening connection's own address (listenUrl, DATABASE_LISTEN_URL): behind a transaction
// pooler LISTEN must go straight to PostgreSQL. Collected on PostgreSQL only (DATABASE_URL, the
// integration run; vitest.config.ts), each run in a throw-away database of its own.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServiceDatabase } from './open-service-database';
import type { ServiceDatabaseHandle } from './open-service-database';
import { createThrowawayDatabase } from './throwaway-postgres-database';
import type { ThrowawayDatabase } from './throwaway-postgres-database';

const adminUrl = process.env.DATABASE_URL ?? '';
let throwaway: ThrowawayDatabase;
let databaseUrl = '';

function open(
  listenUrl: string | undefined,
): Promise<ServiceDatabaseHandle<Record<string, unknown>>> {
  return openServiceDatabase({
    schema: {},
    migrationsFolder: throwaway.migrationsFolder,
    pgliteFolder: 'unused',
    notificationChannels: ['player_added'],
    databaseUrl,
    listenUrl,
    poolSize: 2,
  });
}

async function listeningChannels(
  database: ServiceDatabaseHandle<Record<string, unknown>>,
): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from pg_listening_channels()`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

async function heard(names: string[], expected: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!names.includes(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(names).toContain(expected);
}

describe('the listening connection on its own address', () => {
  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(adminUrl, 'sorte-listen-url');
    databaseUrl = throwaway.databaseUrl;
  }, 30_000);

  afterAll(() => throwaway.drop(), 30_000);

  it('listens only there when it differs, and hears its own changes and others’ through it', async () => {
    // The same server by another address string, as pgbouncer and PostgreSQL differ in practice.
    const listenUrl = `${databaseUrl}?application_name=sorte-listen-url-test`;
    const database = await open(listenUrl);
    try {
      const names: string[] = [];
      database.notifications.subscribe({
        notification: (_channel, payload) => names.push(payload),
        completenessChanged: () => {},
      });
      expect(database.notifications.complete).toBe(true);
      // A pooled connection that listened would leave LISTEN behind on a pooler's connection.
      expect(await listeningChannels(database)).toBe(0);

      await database.db.execute(sql`insert into players (name) values ('own')`);
      await heard(names, 'own');

      const other = new pg.Client({ connectionString: databaseUrl });
      await other.connect();
      await other.query(`insert into players (name) values ('other')`);
      await other.end();
      await heard(names, 'other');
    } finally {
      await database.close();
    }
  }, 30_000);

  it('connects the listener to listenUrl: a start whose listener cannot connect fails', async () => {
    await expect(open('postgres://postgres@127.0.0.1:1/none')).rejects.toThrow();
  }, 30_000);

  it('without listenUrl, the pooled connections listen too, as before', async () => {
    const database = await open(undefined);
    try {
      expect(await listeningChannels(database)).toBe(1);
    } finally {
      await database.close();
    }
  }, 30_000);
});
