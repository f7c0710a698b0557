import { and, eq } from 'drizzle-orm';
import type { CallData, opsPendingAdjustments } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { keysetPage } from '../../db/keyset-page';
import { manualAdjustments } from '../../db/schema';
import { readAdjustmentViews } from './adjustment-views';

/** Adjustments waiting for a second staff member, oldest first (keyset on the row id). */
export async function listPendingAdjustments(
  db: Database,
  input: { pageSize: number; cursor?: number },
): Promise<CallData<typeof opsPendingAdjustments>> {
  const paging = keysetPage(manualAdjustments.id, 'oldest first', input);
  const rows = await readAdjustmentViews(db, {
    where: and(eq(manualAdjustments.status, 'pending'), paging.after),
    orderBy: paging.orderBy,
    limit: paging.limit,
  });
  const { page, nextCursor } = paging.cut(rows, (row) => row.rowId);
  return { list: page.map((row) => row.view), nextCursor };
}
