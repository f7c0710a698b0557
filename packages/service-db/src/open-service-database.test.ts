import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseInUseError } from './lock-embedded-database';
import { defineServiceDatabase } from './define-service-database';
import { openPglite } from './open-pglite';
import { openServiceDatabase } from './open-service-database';
import type { ServiceDatabaseHandle } from './open-service-database';
import { writeOneMigration } from './write-one-migration';

const scratch = mkdtempSync(path.join(tmpdir(), 'sorte-service-db-'));
/** Opening an engine takes seconds: the tests share one in memory, each on tables of its own. */
let pglite: PGlite;

beforeAll(async () => {
  pglite = await openPglite({ folder: 'unused' });
}, 60_000);

afterAll(async () => {
  await pglite?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A service's drizzle migrations folder with one migration, as drizzle-kit writes it. */
function migrationsFor(schemaName: string, statements: string[]): string {
  return writeOneMigration(path.join(scratch, `${schemaName}-migrations`), [
    `CREATE SCHEMA "${schemaName}"`,
    ...statements,
  ]);
}

const casino = {
  schema: {},
  migrationsFolder: migrationsFor('casino', [
    `CREATE TABLE "casino"."players" ("id" serial PRIMARY KEY, "name" text NOT NULL)`,
    `CREATE FUNCTION "casino"."announce"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('player_added', NEW.name); RETURN NEW; END $$`,
    `CREATE TRIGGER "announce" AFTER INSERT ON "casino"."players" FOR EACH ROW EXECUTE FUNCTION "casino"."announce"()`,
  ]),
  migrationsSchema: 'casino_migrations',
  pgliteFolder: 'casino-pglite',
  notificationChannels: ['player_added'],
};

const provider = {
  schema: {},
  migrationsFolder: migrationsFor('provider', [
    `CREATE TABLE "provider"."rounds" ("id" serial PRIMARY KEY, "bet_minor" bigint NOT NULL)`,
  ]),
  migrationsSchema: 'provider_migrations',
  pgliteFolder: 'provider-pglite',
};

async function count(
  database: ServiceDatabaseHandle<Record<string, unknown>>,
  table: string,
): Promise<number> {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe('services sharing one embedded database', () => {
  it('each migrate their own schema into it, and one closing leaves the others working', async () => {
    const casinoDb = await openServiceDatabase({ ...casino, pglite });
    const providerDb = await openServiceDatabase({ ...provider, pglite });
    await casinoDb.db.execute(sql`insert into casino.players (name) values ('ana')`);
    await providerDb.db.execute(sql`insert into provider.rounds (bet_minor) values (500)`);

    const journals = await pglite.query<{ schema: string; applied: number }>(
      `select 'casino_migrations' as schema, count(*)::int as applied from casino_migrations.__drizzle_migrations
       union all select 'provider_migrations', count(*)::int from provider_migrations.__drizzle_migrations`,
    );
    expect(journals.rows).toEqual([
      { schema: 'casino_migrations', applied: 1 },
      { schema: 'provider_migrations', applied: 1 },
    ]);

    await casinoDb.close();
    expect(pglite.closed).toBe(false);
    expect(await count(providerDb, 'provider.rounds')).toBe(1);
    await providerDb.close();
    expect(pglite.closed).toBe(false);
  }, 30_000);

  it('keeps every service’s rows across a restart, the folder held while it is open', async () => {
    const dataDir = path.join(scratch, 'restart');
    const lockFile = path.join(dataDir, 'pglite.lock');
    for (const expected of [1, 2]) {
      const engine = await openPglite({ dataDir, folder: 'pglite' });
      expect(existsSync(lockFile)).toBe(true);
      await expect(openPglite({ dataDir, folder: 'pglite' })).rejects.toBeInstanceOf(
        EmbeddedDatabaseInUseError,
      );
      const casinoDb = await openServiceDatabase({ ...casino, pglite: engine });
      const providerDb = await openServiceDatabase({ ...provider, pglite: engine });
      await casinoDb.db.execute(sql`insert into casino.players (name) values ('bia')`);
      await providerDb.db.execute(sql`insert into provider.rounds (bet_minor) values (100)`);
      expect(await count(casinoDb, 'casino.players')).toBe(expected);
      expect(await count(providerDb, 'provider.rounds')).toBe(expected);
      await providerDb.close();
      await casinoDb.close();
      expect(existsSync(lockFile)).toBe(true);
      await engine.close();
      expect(existsSync(lockFile)).toBe(false);
    }
  }, 120_000);

  it('tells a service of its notifications before its write answers, and no more once it closed', async () => {
    const casinoDb = await openServiceDatabase({ ...casino, pglite });
    const heard: string[] = [];
    casinoDb.notifications.subscribe({
      notification: (_channel, payload) => heard.push(payload),
      completenessChanged: () => {},
    });
    await casinoDb.db.execute(sql`insert into casino.players (name) values ('caio')`);
    expect(heard).toEqual(['caio']);

    await casinoDb.close();
    await pglite.query(`insert into casino.players (name) values ('dora')`);
    expect(heard).toEqual(['caio']);
  }, 30_000);
});

describe('a service database defined once', () => {
  it('prepares the migrated database before answering, and refuses to open when preparing fails', async () => {
    const prepared: number[] = [];
    const openProvider = defineServiceDatabase({
      ...provider,
      poolSizeDefault: 5,
      prepare: async (db) => {
        const result = await db.execute(sql`select count(*)::int as n from provider.rounds`);
        prepared.push((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1);
      },
    });
    const providerDb = await openProvider({ pglite });
    expect(prepared).toHaveLength(1);
    await providerDb.close();

    const failing = defineServiceDatabase({
      ...casino,
      poolSizeDefault: 5,
      prepare: () => Promise.reject(new Error('no functions')),
    });
    await expect(failing({ pglite })).rejects.toThrow('no functions');
  }, 30_000);
});

describe('an embedded database', () => {
  it('runs with a 16 MB buffer pool, not PostgreSQL’s 128 MB', async () => {
    const shown = await pglite.query<{ shared_buffers: string }>('show shared_buffers');
    expect(shown.rows[0]?.shared_buffers).toBe('16MB');
  });
});
