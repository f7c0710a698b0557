import { and, eq, gt, isNull } from 'drizzle-orm';
import { isMarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { players, sessions } from '../../db/schema';
import type { PlayerSession } from '../../http/authenticated-player';
import { hashAccessToken } from './access-token';

/** Finds the live (unexpired, unrevoked) session behind an access token. */
export async function authenticatePlayer(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<PlayerSession | null> {
  if (token.length > 256) return null;
  const rows = await db
    .select({
      playerId: players.id,
      sessionId: sessions.id,
      market: players.market,
      currency: players.currency,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(
      and(
        eq(sessions.tokenHash, hashAccessToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row || !isMarketCode(row.market)) return null;
  return {
    playerId: row.playerId,
    sessionId: row.sessionId,
    market: row.market,
    currency: row.currency,
    sessionExpiresAtMs: row.expiresAt.getTime(),
    lastSeenAtMs: row.lastSeenAt.getTime(),
  };
}
