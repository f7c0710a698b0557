import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** Statements inside one source file are separated as in drizzle's migrations. */
const statementBreak = '--> statement-breakpoint';

/**
 * Applies the live definition of every database function (`CREATE OR REPLACE`) from its source
 * file, in the order given, after the migrations: migrations hold schema changes only, and the
 * functions' bodies live beside the TypeScript that calls them (docs/decisions/0007). One
 * transaction under an advisory lock, so api processes starting together against one PostgreSQL
 * database take turns instead of racing on the catalogue.
 */
export async function applyDatabaseFunctions(db: Database, sources: readonly URL[]): Promise<void> {
  const texts = await Promise.all(sources.map((source) => readFile(source, 'utf8')));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sorte:database-functions'))`);
    for (const text of texts) {
      for (const statement of text.split(statementBreak)) {
        if (statement.trim() !== '') await tx.execute(sql.raw(statement));
      }
    }
  });
}
