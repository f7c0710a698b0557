import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CallData, opsAssignSupportTicket } from '@sorte/contracts';
import type { Database, Transaction } from '../../db/database';
import { staffAccounts, supportTickets } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { recordAudit } from '../staff/record-audit';
import { lockTicketForStaff } from './lock-ticket-for-staff';
import { opsViewOf } from './read-ticket-for-staff';

/** An enabled staff account by username, whatever its case; refused (staff_unknown) otherwise. */
async function assigneeNamed(tx: Transaction, username: string) {
  const [assignee] = await tx
    .select({ staffId: staffAccounts.id, username: staffAccounts.username })
    .from(staffAccounts)
    .where(
      and(
        sql`lower(${staffAccounts.username}) = lower(${username})`,
        isNull(staffAccounts.disabledAt),
      ),
    );
  if (!assignee) throw new PlayerError('staff_unknown', 404);
  return assignee;
}

/**
 * Assigns a ticket in the support inbox to a staff member (the caller when none is named), so
 * two people do not answer the same player. The ticket is locked like a reply or a close, and
 * the change is audited with who had it before.
 */
export async function assignTicket(
  db: Database,
  input: { ticketId: string; staff: { staffId: number; username: string }; assignee?: string },
): Promise<CallData<typeof opsAssignSupportTicket>> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicketForStaff(tx, input.ticketId);
    if (!ticket) throw new PlayerError('ticket_unknown', 404);
    const assignee =
      input.assignee === undefined ? input.staff : await assigneeNamed(tx, input.assignee);
    const [assigned] = await tx
      .update(supportTickets)
      .set({ assignedStaffId: assignee.staffId })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    if (!assigned) throw new Error(`support ticket ${ticket.ticketId} vanished while locked`);
    await recordAudit(tx, {
      staffId: input.staff.staffId,
      action: 'ticket.assign',
      subject: `ticket:${ticket.ticketId}`,
      before: { assignedStaffId: ticket.assignedStaffId },
      after: { assignedStaffId: assignee.staffId, assignedTo: assignee.username },
    });
    return opsViewOf(tx, assigned);
  });
}
