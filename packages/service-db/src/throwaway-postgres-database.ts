// For this package's PostgreSQL tests: a database of the test's own, with one migration (a table
// of players whose inserts are announced on `player_added`), dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeOneMigration } from './write-one-migration';

export async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ThrowawayDatabase {
  databaseUrl: string;
  migrationsFolder: string;
  drop: () => Promise<void>;
}

/** Creates the database and its migrations folder; `drop` removes both. */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix: string,
): Promise<ThrowawayDatabase> {
  const scratch = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const name = `${prefix.replaceAll('-', '_')}_${process.pid}_${Date.now()}`;
  await adminStatement(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const migrationsFolder = writeOneMigration(path.join(scratch, 'migrations'), [
    `CREATE TABLE "players" ("id" serial PRIMARY KEY, "name" text NOT NULL)`,
    `CREATE FUNCTION "announce"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('player_added', NEW.name); RETURN NEW; END $$`,
    `CREATE TRIGGER "announce" AFTER INSERT ON "players" FOR EACH ROW EXECUTE FUNCTION "announce"()`,
  ]);
  return {
    databaseUrl: url.toString(),
    migrationsFolder,
    drop: async () => {
      await adminStatement(adminUrl, `drop database if exists ${name} with (force)`);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
