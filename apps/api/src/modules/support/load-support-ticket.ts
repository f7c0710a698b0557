import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import type { supportTickets } from '../../db/schema';
import { staffAccounts, supportMessages } from '../../db/schema';

export type SupportTicketRow = typeof supportTickets.$inferSelect;

export interface SupportMessageRow {
  author: 'player' | 'staff';
  staffUsername: string | null;
  body: string;
  createdAt: Date;
}

/** Every message of a ticket, oldest first, with the username of the staff member who wrote it. */
export async function loadSupportMessages(
  db: Database | Transaction,
  ticketRowId: number,
): Promise<SupportMessageRow[]> {
  return db
    .select({
      author: supportMessages.author,
      staffUsername: staffAccounts.username,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .leftJoin(staffAccounts, eq(staffAccounts.id, supportMessages.staffId))
    .where(eq(supportMessages.ticketId, ticketRowId))
    .orderBy(asc(supportMessages.id));
}
