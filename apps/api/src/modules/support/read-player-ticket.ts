import { and, eq } from 'drizzle-orm';
import type { CallData, supportTicket } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { supportTickets } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { loadSupportMessages } from './load-support-ticket';
import { isUnreadByPlayer, toSupportTicketView } from './to-support-ticket-view';

/**
 * One of the player's own tickets with every message. Opening it is reading it: a reply not yet
 * seen is marked seen. Another player's ticket is unknown here, exactly like one that does not
 * exist.
 */
export async function readPlayerTicket(
  db: Database,
  input: { playerId: number; ticketId: string; now: Date },
): Promise<CallData<typeof supportTicket>> {
  const mine = and(
    eq(supportTickets.ticketId, input.ticketId),
    eq(supportTickets.playerId, input.playerId),
  );
  let [ticket] = await db.select().from(supportTickets).where(mine);
  if (!ticket) throw new PlayerError('ticket_unknown', 404);
  if (isUnreadByPlayer(ticket)) {
    // Never before the reply itself, so a clock a little behind the writer's still marks it read.
    const seenAt = new Date(Math.max(input.now.getTime(), ticket.lastReplyAt?.getTime() ?? 0));
    [ticket] = await db
      .update(supportTickets)
      .set({ playerSeenAt: seenAt })
      .where(mine)
      .returning();
    if (!ticket) throw new Error(`support ticket ${input.ticketId} vanished while read`);
  }
  return { ticket: toSupportTicketView(ticket, await loadSupportMessages(db, ticket.id)) };
}
