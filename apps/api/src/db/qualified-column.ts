import { getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written as `"table"."column"` whatever query it lands in. Drizzle writes the columns
 * of a select from one table bare, inside `sql` selections too, so a correlated subquery written
 * `${supportMessages.ticketId} = ${supportTickets.id}` became `"ticket_id" = "id"`, which
 * PostgreSQL reads as the inner table's own columns: every ticket's preview was the first message
 * ever written, another player's words. Both sides of a correlation are named with this.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
