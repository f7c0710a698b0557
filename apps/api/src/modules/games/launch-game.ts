import type { CallData, joinGame } from '@sorte/contracts';
import { isGameId } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { gameSessions } from '../../db/schema';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import { requireWithinPlayLimits } from '../play-limits/require-within-play-limits';
import type { Language } from '../../i18n/messages';
import { requireMayPlay } from '../protection/require-may-play';
import { createAccessToken } from '../auth/access-token';
import { PlayerError } from '../../http/player-error';

type JoinGameData = CallData<typeof joinGame>;

export interface LaunchInput {
  playerId: number;
  market: MarketCode;
  complianceProfile: ComplianceProfile;
  /** The language refusals are written in. */
  playerLanguage: Language;
  gameId: number;
  currency: string;
  language: string;
  gamesPublicUrl: string;
  returnUrl: string;
  sessionTtlMs: number;
  now?: Date;
}

/**
 * Opens a game session and builds the provider address for the frame. The token in it is good
 * for this one game and currency only, so a leaked game URL cannot reach the player's account.
 */
export async function launchGame(db: Database, input: LaunchInput): Promise<JoinGameData> {
  if (!isGameId(input.gameId)) throw new PlayerError('game_unknown', 404);
  const now = input.now ?? new Date();
  const { token, tokenHash } = createAccessToken();
  const expiresAt = new Date(now.getTime() + input.sessionTtlMs);
  await db.transaction(async (tx) => {
    await requireMayPlay(
      tx,
      {
        playerId: input.playerId,
        market: input.market,
        language: input.playerLanguage,
        complianceProfile: input.complianceProfile,
      },
      now,
    );
    const limitsTimeZone = await requireWithinPlayLimits(tx, input, now);
    await tx.insert(gameSessions).values({
      // The session's time of play counts from here, on the clock the limits are judged by.
      createdAt: now,
      limitsTimeZone,
      tokenHash,
      playerId: input.playerId,
      gameId: input.gameId,
      currency: input.currency,
      expiresAt,
    });
  });
  const url = new URL(`/play/${input.gameId}`, input.gamesPublicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', input.language);
  url.searchParams.set('currency', input.currency);
  url.searchParams.set('return', input.returnUrl);
  return {
    jumpUrl: url.toString(),
    gameId: input.gameId,
    gameOrigin: url.origin,
    expiresAt: expiresAt.toISOString(),
  };
}
