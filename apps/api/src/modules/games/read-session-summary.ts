import { and, desc, eq, sql } from 'drizzle-orm';
import type { CallData, gameSessionSummary } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { gameRounds, gameSessions } from '../../db/schema';

/**
 * Elapsed time and net position of the player's latest session of a game (PRODUCT.md §3.10),
 * from the casino's own round records, so the bar over the frame works for any provider.
 */
export async function readSessionSummary(
  db: Database,
  input: { playerId: number; gameId: number; currency: string },
): Promise<CallData<typeof gameSessionSummary>> {
  const [session] = await db
    .select({ id: gameSessions.id, createdAt: gameSessions.createdAt })
    .from(gameSessions)
    .where(and(eq(gameSessions.playerId, input.playerId), eq(gameSessions.gameId, input.gameId)))
    .orderBy(desc(gameSessions.id))
    .limit(1);
  if (!session) {
    return {
      startedAt: null,
      rounds: 0,
      betMinor: 0,
      winMinor: 0,
      netMinor: 0,
      currency: input.currency,
    };
  }
  const [totals] = await db
    .select({
      rounds: sql<number>`count(*)::int`,
      betMinor: sql<string>`coalesce(sum(${gameRounds.betMinor}), 0)`,
      winMinor: sql<string>`coalesce(sum(${gameRounds.winMinor}), 0)`,
    })
    .from(gameRounds)
    .where(eq(gameRounds.gameSessionId, session.id));
  const betMinor = Number(totals?.betMinor ?? 0);
  const winMinor = Number(totals?.winMinor ?? 0);
  return {
    startedAt: session.createdAt.toISOString(),
    rounds: totals?.rounds ?? 0,
    betMinor,
    winMinor,
    netMinor: winMinor - betMinor,
    currency: input.currency,
  };
}
