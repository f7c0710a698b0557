import { and, asc, eq, gt } from 'drizzle-orm';
import type { CallData, SupportTicketStatus, opsSupportTickets } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { players, supportTickets } from '../../db/schema';
import { firstMessageBody, lastMessageAuthor } from './first-message-body';
import { toOpsTicketSummary } from './to-ops-ticket-view';

/** Tickets of one status for staff, oldest first (keyset on the row id), so none waits forgotten. */
export async function listTicketsForStaff(
  db: Database,
  input: { status: SupportTicketStatus; pageSize: number; cursor?: number },
): Promise<CallData<typeof opsSupportTickets>> {
  const rows = await db
    .select({
      ticket: supportTickets,
      playerExternalId: players.externalId,
      playerMarket: players.market,
      firstMessage: firstMessageBody,
      lastMessageBy: lastMessageAuthor,
    })
    .from(supportTickets)
    .innerJoin(players, eq(players.id, supportTickets.playerId))
    .where(
      and(
        eq(supportTickets.status, input.status),
        input.cursor === undefined ? undefined : gt(supportTickets.id, input.cursor),
      ),
    )
    .orderBy(asc(supportTickets.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    list: page.map((row) => toOpsTicketSummary(row.ticket, row)),
    nextCursor: rows.length > input.pageSize && last ? last.ticket.id : null,
  };
}
