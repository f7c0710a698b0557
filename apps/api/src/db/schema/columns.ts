// Columns every table writes the same way, so a table's file shows only what is its own.
import { bigint, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A row's own number, given by the database. */
export const identity = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A required pointer at another table's id (a player's, a ticket's, …). */
export const reference = (name: string, target: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).notNull().references(target);

/**
 * A required pointer at another table's id, on a row written for every wallet call (a posting, a
 * round, a kept answer), that the database does not check row by row: a foreign key's check is a
 * query of its own for each row, about a sixth of the database's time on a wallet call. The one
 * writer of such rows takes the id from a row it has just read or locked, the rows pointed at are
 * never deleted (the database refuses: rows_kept.sql), and every money test and the bank test count
 * the rows that point at nothing (docs/decisions/0029-hot-rows-without-foreign-keys.md).
 */
export const uncheckedReference = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** A moment, with its time zone, as every time in the schema is kept. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The time a row was written, by the database's clock. */
export const createdAt = () => instant('created_at').notNull().defaultNow();
