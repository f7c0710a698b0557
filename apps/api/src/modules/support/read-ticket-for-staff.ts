import { eq } from 'drizzle-orm';
import type { CallData, opsSupportTicket } from '@sorte/contracts';
import type { Database, Transaction } from '../../db/database';
import { players, staffAccounts, supportTickets } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { loadSupportMessages } from './load-support-ticket';
import type { SupportTicketRow } from './load-support-ticket';
import { toOpsTicketView } from './to-ops-ticket-view';

/** A ticket row as staff see it, with its player, who it is assigned to and every message. */
export async function opsViewOf(
  db: Database | Transaction,
  ticket: SupportTicketRow,
): Promise<CallData<typeof opsSupportTicket>> {
  const [player] = await db
    .select({
      externalId: players.externalId,
      market: players.market,
      assignedTo: staffAccounts.username,
    })
    .from(players)
    .leftJoin(staffAccounts, eq(staffAccounts.id, ticket.assignedStaffId ?? 0))
    .where(eq(players.id, ticket.playerId));
  if (!player) throw new Error(`support ticket ${ticket.ticketId} has no player`);
  return { ticket: toOpsTicketView(ticket, player, await loadSupportMessages(db, ticket.id)) };
}

/** One ticket for staff. Reading it changes nothing the player sees. */
export async function readTicketForStaff(
  db: Database,
  input: { ticketId: string },
): Promise<CallData<typeof opsSupportTicket>> {
  const [ticket] = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.ticketId, input.ticketId));
  if (!ticket) throw new PlayerError('ticket_unknown', 404);
  return opsViewOf(db, ticket);
}
