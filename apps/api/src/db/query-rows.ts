import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from './database';

/** Raw SQL rows from either driver: both answer `{ rows }`, typed here once. */
export async function queryRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
