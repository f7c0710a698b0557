import { and, eq, gt, isNotNull, or, isNull, sql } from 'drizzle-orm';
import type { CallData, supportTickets as supportTicketsCall } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { keysetPage } from '../../db/keyset-page';
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
  const paging = keysetPage(supportTickets.id, 'newest first', input);
  const rows = await db
    .select({ ticket: supportTickets, firstMessage: firstMessageBody })
    .from(supportTickets)
    .where(and(mine, paging.after))
    .orderBy(paging.orderBy)
    .limit(paging.limit);
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
  const { page, nextCursor } = paging.cut(rows, (row) => row.ticket.id);
  return {
    list: page.map((row) => toSupportTicketSummary(row.ticket, row.firstMessage)),
    nextCursor,
    unreadCount: unread?.count ?? 0,
  };
}
