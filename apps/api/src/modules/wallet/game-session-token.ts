import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { gameSessions } from '../../db/schema';
import { hashAccessToken } from '../auth/access-token';
import { WalletRefusal } from './wallet-refusal';

export interface GameSession {
  id: number;
  playerId: number;
  gameId: number;
  currency: string;
  expired: boolean;
}

/**
 * Resolves a game session token. Bets need a live session; wins and rollbacks are accepted after
 * it expired, because a provider must always be able to settle a round it started.
 */
export async function findGameSession(
  db: Database | Transaction,
  token: string,
  request: { gameId: number; currency: string },
  options: { allowExpired: boolean; now?: Date },
): Promise<GameSession> {
  const [session] = await db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, hashAccessToken(token)))
    .limit(1);
  if (!session) throw new WalletRefusal('INVALID_TOKEN');
  const expired = session.expiresAt.getTime() <= (options.now ?? new Date()).getTime();
  if (expired && !options.allowExpired) throw new WalletRefusal('INVALID_TOKEN');
  if (session.gameId !== request.gameId || session.currency !== request.currency) {
    throw new WalletRefusal('BAD_REQUEST', 'gameId or currency does not match the game session.');
  }
  return {
    id: session.id,
    playerId: session.playerId,
    gameId: session.gameId,
    currency: session.currency,
    expired,
  };
}
