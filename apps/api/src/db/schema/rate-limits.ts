// Request counts of the rate-limited calls, shared by every api process.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * One fixed window of one caller (its address) on one route: how many requests it made since the
 * window started. Kept in the database so a limit holds whichever api process answers.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    route: text('route').notNull(),
    caller: text('caller').notNull(),
    startedAt: instant('started_at').notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.route, table.caller] })],
);
