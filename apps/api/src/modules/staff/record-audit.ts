import type { Database, Transaction } from '../../db/database';
import { staffAuditLog } from '../../db/schema';

export interface AuditEntry {
  /** Null for what the system does on its own (a lock after failed sign-ins). */
  staffId: number | null;
  /** What was done, `<thing>.<verb>`: `withdrawal.approve`, `ticket.reply`, `staff.totp_enrol`. */
  action: string;
  /** What it was done to, `<kind>:<id>`. */
  subject: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one row of the append-only audit log, in the caller's transaction: a change and its
 * audit row are written together or not at all.
 */
export async function recordAudit(db: Database | Transaction, entry: AuditEntry): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
