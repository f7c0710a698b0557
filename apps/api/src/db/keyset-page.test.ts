import { bigint, pgTable } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { keysetPage } from './keyset-page';

const items = pgTable('items', { id: bigint('id', { mode: 'number' }).primaryKey() });
const dialect = new PgDialect();
const render = (query: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(query);

describe('keysetPage', () => {
  it('reads the first page without a condition, one row more than the page', () => {
    const paging = keysetPage(items.id, 'newest first', { pageSize: 20 });
    expect(paging.after).toBeUndefined();
    expect(paging.limit).toBe(21);
    expect(render(paging.orderBy).sql).toBe('"items"."id" desc');
  });

  it('continues after the cursor in the order asked for', () => {
    const newest = keysetPage(items.id, 'newest first', { pageSize: 20, cursor: 57 });
    expect(newest.after && render(newest.after)).toEqual({
      sql: '"items"."id" < $1',
      params: [57],
    });
    const oldest = keysetPage(items.id, 'oldest first', { pageSize: 20, cursor: 57 });
    expect(oldest.after && render(oldest.after)).toEqual({
      sql: '"items"."id" > $1',
      params: [57],
    });
    expect(render(oldest.orderBy).sql).toBe('"items"."id" asc');
  });

  it('cuts the extra row off and names the next cursor only when it was there', () => {
    const paging = keysetPage(items.id, 'newest first', { pageSize: 2 });
    const rows = [{ id: 9 }, { id: 8 }, { id: 7 }];
    expect(paging.cut(rows, (row) => row.id)).toEqual({
      page: [{ id: 9 }, { id: 8 }],
      nextCursor: 8,
    });
    expect(paging.cut(rows.slice(0, 2), (row) => row.id)).toEqual({
      page: [{ id: 9 }, { id: 8 }],
      nextCursor: null,
    });
    expect(paging.cut([], (row: { id: number }) => row.id)).toEqual({ page: [], nextCursor: null });
  });
});
