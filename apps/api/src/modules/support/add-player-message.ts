import { and, eq } from 'drizzle-orm';
import type { CallData, addSupportMessage } from '@sorte/contracts';
import { checkSupportMessage } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { supportMessages, supportTickets } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import type { Language } from '../../i18n/messages';
import { loadSupportMessages } from './load-support-ticket';
import { refuseSupportText } from './refuse-support-text';
import { messagesPerTicketMax } from './support-limits';
import { toSupportTicketView } from './to-support-ticket-view';

/**
 * The player writes again in one of their own tickets: it waits for support again. The ticket is
 * locked, so a message and staff closing it at the same moment cannot both take effect.
 */
export async function addPlayerMessage(
  db: Database,
  input: { playerId: number; ticketId: string; message: string; language: Language; now: Date },
): Promise<CallData<typeof addSupportMessage>> {
  const check = checkSupportMessage(input.message);
  if (!check.ok) throw refuseSupportText(check.refusal, input.language);
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.ticketId, input.ticketId),
          eq(supportTickets.playerId, input.playerId),
        ),
      )
      .for('update');
    if (!ticket) throw new PlayerError('ticket_unknown', 404);
    if (ticket.status === 'closed') throw new PlayerError('ticket_closed', 409);
    if (ticket.messageCount >= messagesPerTicketMax) throw new PlayerError('ticket_full', 409);
    await tx.insert(supportMessages).values({
      ticketId: ticket.id,
      author: 'player',
      body: check.text,
      createdAt: input.now,
    });
    const [updated] = await tx
      .update(supportTickets)
      .set({
        status: 'open',
        messageCount: ticket.messageCount + 1,
        lastMessageAt: input.now,
        // Writing in it is reading it: the player has seen the replies above their message.
        playerSeenAt: input.now,
      })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    if (!updated) throw new Error(`support ticket ${ticket.ticketId} vanished while locked`);
    return { ticket: toSupportTicketView(updated, await loadSupportMessages(tx, ticket.id)) };
  });
}
