import { eq } from 'drizzle-orm';
import type { CallData, opsCloseSupportTicket } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { supportTickets } from '../../db/schema';
import { lockTicketForStaff } from './lock-ticket-for-staff';
import { recordAudit } from '../staff/record-audit';
import { PlayerError } from '../../http/player-error';
import { opsViewOf } from './read-ticket-for-staff';

/**
 * Staff close a ticket: neither side can write in it any more (the player opens a new one).
 * Closing it again answers it as it is, with the first closing's time and author kept.
 */
export async function closeTicket(
  db: Database,
  input: { ticketId: string; staffId: number; now: Date },
): Promise<CallData<typeof opsCloseSupportTicket>> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicketForStaff(tx, input.ticketId);
    if (!ticket) throw new PlayerError('ticket_unknown', 404);
    if (ticket.status === 'closed') return opsViewOf(tx, ticket);
    const [closed] = await tx
      .update(supportTickets)
      .set({ status: 'closed', closedAt: input.now, closedBy: input.staffId })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    if (!closed) throw new Error(`support ticket ${ticket.ticketId} vanished while locked`);
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'ticket.close',
      subject: `ticket:${ticket.ticketId}`,
      before: { status: ticket.status },
      after: { status: closed.status },
    });
    return opsViewOf(tx, closed);
  });
}
