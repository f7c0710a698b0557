import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { supportTickets } from '../../db/schema';

/**
 * A ticket as staff act on it, locked: a reply and a close sent together take effect one after
 * the other. Undefined when no ticket has this id.
 */
export async function lockTicketForStaff(tx: Transaction, ticketId: string) {
  const [ticket] = await tx
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.ticketId, ticketId))
    .for('no key update');
  return ticket;
}
