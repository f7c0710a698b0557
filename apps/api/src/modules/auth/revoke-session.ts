import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema';

/** Logout: the token stops working at once, everywhere. */
export async function revokeSession(
  db: Database,
  sessionId: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
