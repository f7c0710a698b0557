import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { gameSessions } from '../db/schema';
import { PageError } from '../page-api/page-error';
import { hashToken } from './hash-token';

export type GameSession = typeof gameSessions.$inferSelect;

/** The session the page opened with /api/session; every other call names it by its token. */
export async function findSession(db: Database, token: string): Promise<GameSession> {
  const [session] = await db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!session) throw new PageError('session_unknown', 401, 'open the game session first');
  return session;
}
