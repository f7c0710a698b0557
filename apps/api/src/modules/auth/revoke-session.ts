import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { gameSessions, sessions } from '../../db/schema';

/**
 * Logout: the token stops working at once on every api process (the `session_ended` trigger tells
 * them), and the player's open game sessions end with it, so a game left open in another tab can
 * take no further bet; a round already bet on still settles.
 */
export async function revokeSession(
  db: Database,
  session: { sessionId: number; playerId: number },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
    await tx
      .update(gameSessions)
      .set({ expiresAt: now })
      .where(and(eq(gameSessions.playerId, session.playerId), gt(gameSessions.expiresAt, now)));
  });
}
