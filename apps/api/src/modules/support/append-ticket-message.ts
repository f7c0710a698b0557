import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { supportMessages, supportTickets } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { messagesPerTicketMax } from './support-limits';

type TicketRow = typeof supportTickets.$inferSelect;

/**
 * One more message in a ticket the caller has locked, by the player or by staff: refused on a
 * closed or full ticket, otherwise written with the ticket's count, times and the caller's status
 * change, so both sides of a conversation follow one rule.
 */
export async function appendTicketMessage(
  tx: Transaction,
  ticket: TicketRow | undefined,
  message: { author: 'player' | 'staff'; staffId?: number; body: string; at: Date },
  change: Partial<Pick<TicketRow, 'status' | 'lastReplyAt' | 'playerSeenAt'>>,
): Promise<TicketRow> {
  if (!ticket) throw new PlayerError('ticket_unknown', 404);
  if (ticket.status === 'closed') throw new PlayerError('ticket_closed', 409);
  if (ticket.messageCount >= messagesPerTicketMax) throw new PlayerError('ticket_full', 409);
  await tx.insert(supportMessages).values({
    ticketId: ticket.id,
    author: message.author,
    staffId: message.staffId,
    body: message.body,
    createdAt: message.at,
  });
  const [updated] = await tx
    .update(supportTickets)
    .set({ ...change, messageCount: ticket.messageCount + 1, lastMessageAt: message.at })
    .where(eq(supportTickets.id, ticket.id))
    .returning();
  if (!updated) throw new Error(`support ticket ${ticket.ticketId} vanished while locked`);
  return updated;
}
