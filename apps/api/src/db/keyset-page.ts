import { asc, desc, gt, lt } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/** What a list call asks for: a page size (bounded by its contract) and the cursor it was given. */
export interface PageRequest {
  pageSize: number;
  cursor?: number;
}

export type KeysetOrder = 'newest first' | 'oldest first';

export interface KeysetPage {
  /** The rows past the cursor; no condition at all on the first page. */
  after: SQL | undefined;
  orderBy: SQL;
  /** One row more than the page, so the read itself tells whether another page follows. */
  limit: number;
  /** The page out of the rows read, and the cursor of the next page (null on the last one). */
  cut: <Row>(
    rows: Row[],
    keyOf: (row: Row) => number,
  ) => { page: Row[]; nextCursor: number | null };
}

/**
 * Keyset paging on one increasing integer column (a row id), written once for every list: the
 * next page starts after the last row the caller saw, so rows written meanwhile never shift a
 * page, and reading page 50 costs what page 1 does (an OFFSET would read the 49 before it).
 *
 *     const paging = keysetPage(supportTickets.id, 'newest first', input);
 *     const rows = await db.select().from(supportTickets)
 *       .where(and(mine, paging.after)).orderBy(paging.orderBy).limit(paging.limit);
 *     const { page, nextCursor } = paging.cut(rows, (row) => row.id);
 */
export function keysetPage(
  column: AnyColumn,
  order: KeysetOrder,
  request: PageRequest,
): KeysetPage {
  const newestFirst = order === 'newest first';
  const { cursor, pageSize } = request;
  return {
    after: cursor === undefined ? undefined : newestFirst ? lt(column, cursor) : gt(column, cursor),
    orderBy: newestFirst ? desc(column) : asc(column),
    limit: pageSize + 1,
    cut: (rows, keyOf) => {
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      const more = rows.length > pageSize && last !== undefined;
      return { page, nextCursor: more ? keyOf(last) : null };
    },
  };
}
