import { and, eq, sql } from 'drizzle-orm';
import type { CallData, createSupportTicket as createSupportTicketCall } from '@sorte/contracts';
import { checkSupportTicket } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { supportMessages, supportTickets } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { textsFor } from '../../i18n/messages';
import type { Language } from '../../i18n/messages';
import { loadSupportMessages } from './load-support-ticket';
import { newSupportTicketId } from './new-support-ticket-id';
import { refuseSupportText } from './refuse-support-text';
import { openTicketsPerPlayerMax } from './support-limits';
import { toSupportTicketView } from './to-support-ticket-view';
import { moneyTransaction } from '../../db/money-transaction';
import { lockPlayer } from '../ledger/lock-players';

/**
 * The contact form: a ticket and its first message, written together. The form's own rule judges
 * the topic and the message first, so bad input is refused before anything is read or written;
 * the player's row is locked so requests sent at once cannot pass the cap on waiting tickets.
 */
export async function createSupportTicket(
  db: Database,
  input: { playerId: number; topic: string; message: string; language: Language; now: Date },
): Promise<CallData<typeof createSupportTicketCall>> {
  const check = checkSupportTicket(input);
  if (!check.ok) throw refuseSupportText(check.refusal, input.language);
  return moneyTransaction(db, async (tx) => {
    await lockPlayer(tx, input.playerId);
    const [waiting] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(supportTickets)
      .where(and(eq(supportTickets.playerId, input.playerId), eq(supportTickets.status, 'open')));
    if ((waiting?.count ?? 0) >= openTicketsPerPlayerMax) {
      throw new PlayerError(
        'too_many_open_tickets',
        409,
        textsFor(input.language).supportTicketsWaiting({ max: openTicketsPerPlayerMax }),
      );
    }
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        ticketId: newSupportTicketId(),
        playerId: input.playerId,
        topic: check.topic,
        status: 'open',
        messageCount: 1,
        createdAt: input.now,
        lastMessageAt: input.now,
      })
      .returning();
    if (!ticket) throw new Error('support ticket was not written');
    await tx.insert(supportMessages).values({
      ticketId: ticket.id,
      author: 'player',
      body: check.message,
      createdAt: input.now,
    });
    return { ticket: toSupportTicketView(ticket, await loadSupportMessages(tx, ticket.id)) };
  });
}
