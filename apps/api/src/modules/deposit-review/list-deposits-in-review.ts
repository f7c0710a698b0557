import { and, eq } from 'drizzle-orm';
import type { CallData, opsDeposits } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { keysetPage } from '../../db/keyset-page';
import { depositOrders } from '../../db/schema';
import { readOpsDeposits } from './read-ops-deposits';

/** Deposits waiting for staff (paid with another amount or currency), oldest first. */
export async function listDepositsInReview(
  db: Database,
  input: { pageSize: number; cursor?: number },
): Promise<CallData<typeof opsDeposits>> {
  const paging = keysetPage(depositOrders.id, 'oldest first', input);
  const rows = await readOpsDeposits(db, {
    where: and(eq(depositOrders.status, 'review'), paging.after),
    orderBy: paging.orderBy,
    limit: paging.limit,
  });
  const { page, nextCursor } = paging.cut(rows, (row) => row.id);
  return { list: page.map((row) => row.view), nextCursor };
}
