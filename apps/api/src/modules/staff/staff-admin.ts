import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { keysetPage } from '../../db/keyset-page';
import type { PageRequest } from '../../db/keyset-page';
import { staffAccounts, staffAuditLog, staffSessions } from '../../db/schema';
import type { AuthenticatedStaff } from '../../http/authenticated-staff';
import { PlayerError } from '../../http/player-error';
import { recordAudit } from './record-audit';

/** The audit log, newest first, a page at a time. */
export async function listAudit(db: Database, input: PageRequest) {
  const paging = keysetPage(staffAuditLog.id, 'newest first', input);
  const rows = await db
    .select({
      id: staffAuditLog.id,
      at: staffAuditLog.at,
      staffUsername: staffAccounts.username,
      action: staffAuditLog.action,
      subject: staffAuditLog.subject,
      before: staffAuditLog.before,
      after: staffAuditLog.after,
    })
    .from(staffAuditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
    .where(paging.after)
    .orderBy(paging.orderBy)
    .limit(paging.limit);
  const { page, nextCursor } = paging.cut(rows, (row) => row.id);
  return { list: page.map((row) => ({ ...row, at: row.at.toISOString() })), nextCursor };
}

/** Ends every open session of a staff member at once; the audit log says who did it. */
export async function revokeStaffSessions(
  db: Database,
  by: AuthenticatedStaff,
  username: string,
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: staffAccounts.id, username: staffAccounts.username })
      .from(staffAccounts)
      .where(eq(sql`lower(${staffAccounts.username})`, username.trim().toLowerCase()));
    if (!target) throw new PlayerError('staff_unknown', 404);
    const revoked = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, target.id), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    await recordAudit(tx, {
      staffId: by.staffId,
      action: 'staff.revoke_sessions',
      subject: `staff:${target.username}`,
      after: { revoked: revoked.length },
    });
    return { revoked: revoked.length };
  });
}
