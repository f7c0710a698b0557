import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { staffAccounts, staffSessions } from '../../db/schema';
import type { AuthenticatedStaff } from '../../http/authenticated-staff';
import { hashAccessToken } from '../auth/access-token';

/**
 * The staff member behind a token: a live, unrevoked staff session of an enabled account, with
 * their role and whether the session has passed its second factor. A player's access token is
 * not a staff session and is never accepted here.
 */
export async function authenticateStaff(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<AuthenticatedStaff | null> {
  const [row] = await db
    .select({
      staffId: staffAccounts.id,
      username: staffAccounts.username,
      role: staffAccounts.role,
      totpEnrolledAt: staffAccounts.totpEnrolledAt,
      sessionId: staffSessions.id,
      secondFactorAt: staffSessions.secondFactorAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashAccessToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    staffId: row.staffId,
    username: row.username,
    role: row.role,
    sessionId: row.sessionId,
    totpEnrolled: row.totpEnrolledAt !== null,
    secondFactorPassed: row.secondFactorAt !== null,
  };
}
