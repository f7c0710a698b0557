// Columns every table writes the same way, so a table's file shows only what is its own.
import { bigint, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A row's own number, given by the database. */
export const identity = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A required pointer at another table's id (a player's, a ticket's, …). */
export const reference = (name: string, target: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).notNull().references(target);

/** A moment, with its time zone, as every time in the schema is kept. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The time a row was written, by the database's clock. */
export const createdAt = () => instant('created_at').notNull().defaultNow();
