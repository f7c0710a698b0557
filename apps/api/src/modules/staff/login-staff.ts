import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { staffAccounts, staffSessions } from '../../db/schema';
import { createAccessToken } from '../auth/access-token';
import { verifyPassword } from '../auth/password-hash';

/** A staff sign-in lasts a working day. */
export const staffSessionHours = 8;

// Verified against when the username is unknown, so an unknown name costs as long as a wrong
// password and the answer's timing does not tell which names exist.
const decoyHash =
  '$argon2id$v=19$m=19456,t=2,p=1$c29ydGUtZGVjb3ktc2FsdA$2VjKLcgwRYSPXsw8GJK6rc-XQ6pG9v58x0Ga6cXcXbg';

/** Signs a staff member in: a fresh token, or null for any wrong or disabled credentials. */
export async function loginStaff(
  db: Database,
  input: { username: string; password: string },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date; username: string } | null> {
  const username = input.username.trim().toLowerCase();
  const [staff] = await db
    .select()
    .from(staffAccounts)
    .where(
      and(eq(sql`lower(${staffAccounts.username})`, username), isNull(staffAccounts.disabledAt)),
    )
    .limit(1);
  const matches = await verifyPassword(input.password, staff?.passwordHash ?? decoyHash);
  if (!staff || !matches) return null;
  const { token, tokenHash } = createAccessToken();
  const expiresAt = new Date(now.getTime() + staffSessionHours * 3_600_000);
  await db.insert(staffSessions).values({ staffId: staff.id, tokenHash, expiresAt });
  return { token, expiresAt, username: staff.username };
}
