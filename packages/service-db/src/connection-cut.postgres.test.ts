// A database connection the server ends while a transaction holds it (an administrator, a
// failover, a pooler restarting): the transaction fails and the process carries on, on new
// connections. It once ended the whole process (an unhandled 'error' event). Collected on
// PostgreSQL only (DATABASE_URL, the integration run; vitest.config.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServiceDatabase } from './open-service-database';
import { adminStatement, createThrowawayDatabase } from './throwaway-postgres-database';
import type { ThrowawayDatabase } from './throwaway-postgres-database';

const adminUrl = process.env.DATABASE_URL ?? '';
let throwaway: ThrowawayDatabase;

describe('a connection cut by the server', () => {
  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(adminUrl, 'sorte-connection-cut');
  }, 30_000);

  afterAll(() => throwaway.drop(), 30_000);

  it('fails the transaction holding it, and the next ones run on a new connection', async () => {
    const lost: string[] = [];
    const database = await openServiceDatabase({
      schema: {},
      migrationsFolder: throwaway.migrationsFolder,
      pgliteFolder: 'unused',
      databaseUrl: throwaway.databaseUrl,
      poolSize: 2,
      onConnectionError: (error) => lost.push(error.message),
    });
    try {
      const cut = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into players (name) values ('before the cut')`);
        const result = await tx.execute(sql`select pg_backend_pid() as pid`);
        const pid = (result as unknown as { rows: { pid: number }[] }).rows[0]?.pid;
        await adminStatement(adminUrl, `select pg_terminate_backend(${pid})`);
        // The server's goodbye arrives while the transaction waits between its statements.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`insert into players (name) values ('after the cut')`);
      });
      await expect(cut).rejects.toThrow();
      expect(lost.join(' ')).toMatch(/terminating connection/);

      await database.db.execute(sql`insert into players (name) values ('next')`);
      const rows = await database.db.execute(sql`select name from players order by id`);
      const names = (rows as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
      expect(names).toEqual(['next']);
    } finally {
      await database.close();
    }
  }, 30_000);
});
