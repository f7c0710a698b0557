import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { staffAccounts, staffSessions } from '../../db/schema';
import type { AuthenticatedStaff } from '../../http/authenticated-staff';
import { hashAccessToken } from '../auth/access-token';

/**
 * The staff member behind a token: a live, unrevoked staff session of an enabled account. A
 * player's access token is not a staff session and is never accepted here.
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
      sessionId: staffSessions.id,
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
  return row ?? null;
}
