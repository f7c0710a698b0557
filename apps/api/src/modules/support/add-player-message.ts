import { and, eq } from 'drizzle-orm';
import type { CallData, addSupportMessage } from '@sorte/contracts';
import { checkSupportMessage } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { supportTickets } from '../../db/schema';
import type { Language } from '../../i18n/messages';
import { appendTicketMessage } from './append-ticket-message';
import { loadSupportMessages } from './load-support-ticket';
import { refuseSupportText } from './refuse-support-text';
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
      .for('no key update');
    const updated = await appendTicketMessage(
      tx,
      ticket,
      { author: 'player', body: check.text, at: input.now },
      // Writing in it is reading it: the player has seen the replies above their message.
      { status: 'open', playerSeenAt: input.now },
    );
    return { ticket: toSupportTicketView(updated, await loadSupportMessages(tx, updated.id)) };
  });
}
