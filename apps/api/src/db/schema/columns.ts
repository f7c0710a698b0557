import { timestamp } from 'drizzle-orm/pg-core';

/** The time a row was written, by the database's clock. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
