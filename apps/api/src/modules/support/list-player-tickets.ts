import { and, desc, eq, gt, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { CallData, supportTickets as supportTicketsCall } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { supportTickets } from '../../db/schema';
import { firstMessageBody } from './first-message-body';
import { toSupportTicketSummary } from './to-support-ticket-view';

/**
 * The player's own tickets, newest first, a page at a time (keyset on the row id), and how many
 * of all of them hold a reply the player has not opened yet.
 */
export async function listPlayerTickets(
  db: Database,
  input: { playerId: number; pageSize: number; cursor?: number },
): Promise<CallData<typeof supportTicketsCall>> {
  const mine = eq(supportTickets.playerId, input.playerId);
  const rows = await db
    .select({ ticket: supportTickets, firstMessage: firstMessageBody })
    .from(supportTickets)
    .where(and(mine, input.cursor === undefined ? undefined : lt(supportTickets.id, input.cursor)))
    .orderBy(desc(supportTickets.id))
    .limit(input.pageSize + 1);
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(
      and(
        mine,
        isNotNull(supportTickets.lastReplyAt),
        or(
          isNull(supportTickets.playerSeenAt),
          gt(supportTickets.lastReplyAt, supportTickets.playerSeenAt),
        ),
      ),
    );
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    list: page.map((row) => toSupportTicketSummary(row.ticket, row.firstMessage)),
    nextCursor: rows.length > input.pageSize && last ? last.ticket.id : null,
    unreadCount: unread?.count ?? 0,
  };
}
