import { and, eq } from 'drizzle-orm';
import type { CallData, SupportTicketStatus, opsSupportTickets } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { keysetPage } from '../../db/keyset-page';
import { players, staffAccounts, supportTickets } from '../../db/schema';
import { firstMessageBody, lastMessageAuthor } from './first-message-body';
import { toOpsTicketSummary } from './to-ops-ticket-view';

/** Tickets of one status for staff, oldest first (keyset on the row id), so none waits forgotten. */
export async function listTicketsForStaff(
  db: Database,
  input: { status: SupportTicketStatus; pageSize: number; cursor?: number },
): Promise<CallData<typeof opsSupportTickets>> {
  const paging = keysetPage(supportTickets.id, 'oldest first', input);
  const rows = await db
    .select({
      ticket: supportTickets,
      playerExternalId: players.externalId,
      playerMarket: players.market,
      firstMessage: firstMessageBody,
      lastMessageBy: lastMessageAuthor,
      assignedTo: staffAccounts.username,
    })
    .from(supportTickets)
    .innerJoin(players, eq(players.id, supportTickets.playerId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, supportTickets.assignedStaffId))
    .where(and(eq(supportTickets.status, input.status), paging.after))
    .orderBy(paging.orderBy)
    .limit(paging.limit);
  const { page, nextCursor } = paging.cut(rows, (row) => row.ticket.id);
  return {
    list: page.map((row) => toOpsTicketSummary(row.ticket, row)),
    nextCursor,
  };
}
