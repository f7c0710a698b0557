import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

type TableWithId = PgTable & { readonly id: PgColumn };

/**
 * One row by its id, or undefined. lock 'update' takes it FOR UPDATE, for a caller that decides
 * from the row and writes it back: the background loops and the sandbox may reach one row together.
 */
export async function findById<Table extends TableWithId>(
  executor: Executor,
  table: Table,
  id: string,
  lock?: 'update',
): Promise<Table['$inferSelect'] | undefined> {
  const { id: idColumn } = table;
  const from: PgTable = table;
  const query = executor.select().from(from).where(eq(idColumn, id)).limit(1);
  // drizzle types a select over a table it only knows as generic loosely: it is that table's row.
  const rows = (await (lock === undefined ? query : query.for(lock))) as Table['$inferSelect'][];
  return rows[0];
}
