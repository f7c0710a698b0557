import { betSizesFor } from '../catalogue/bet-sizes';
import { isPlayableBet } from '../catalogue/playable-game';
import { findPlayableGame } from '../catalogue/playable-games';
import { gameSessions } from '../db/schema';
import type { PageLanguage, SessionAnswer } from '../page-api/answers';
import { pageLanguages } from '../page-api/bodies';
import type { SessionBody } from '../page-api/bodies';
import { PageError } from '../page-api/page-error';
import { readOpenRound } from '../rounds/read-open-round';
import { readActiveSeeds } from '../seeds/read-active-seeds';
import type { ServiceDeps } from '../service-deps';
import { throwWalletRefusal, throwWalletUnavailable } from '../wallet/wallet-page-errors';
import { approveReturnUrl } from './approve-return-url';
import { hashToken } from './hash-token';

/**
 * The page's first call. The casino's wallet vouches for the token, its game and currency and
 * names the player; only then does the provider remember the session and show its seeds.
 */
export async function openSession(
  deps: ServiceDeps & { casinoOrigins: readonly string[] },
  body: SessionBody,
): Promise<SessionAnswer> {
  const game = findPlayableGame(body.gameId);
  if (!game) throw new PageError('game_unknown', 404, `game ${body.gameId} is not played here`);
  const betSizesMinor = betSizesFor(body.currency)?.filter((betMinor) =>
    isPlayableBet(game, betMinor),
  );
  if (!betSizesMinor?.length)
    throw new PageError('bad_request', 400, `no bets in ${body.currency}`);

  const outcome = await deps.wallet.balance({
    token: body.token,
    gameId: body.gameId,
    currency: body.currency,
  });
  if (outcome.status === 'unknown') throwWalletUnavailable(outcome.reason);
  if (outcome.status === 'refused') throwWalletRefusal(outcome.failure);
  const { answer } = outcome;
  if (!answer.playerId) throw new Error('the wallet answered a balance without a player id');

  const language = toPageLanguage(body.language);
  const returnUrl = approveReturnUrl(body.returnUrl, deps.casinoOrigins);
  const session = {
    playerRef: answer.playerId,
    gameId: body.gameId,
    currency: answer.currency,
    language,
    returnUrl,
  };
  await deps.db
    .insert(gameSessions)
    .values({ tokenHash: hashToken(body.token), ...session })
    .onConflictDoUpdate({
      target: gameSessions.tokenHash,
      set: { language, returnUrl, lastSeenAt: new Date() },
    });

  return {
    balanceMinor: answer.balance,
    currency: answer.currency,
    language,
    betSizesMinor,
    seeds: await readActiveSeeds(deps.db, answer.playerId),
    game: game.info,
    returnUrl,
    openRound: game.decision ? await readOpenRound(deps.db, answer.playerId, body.gameId) : null,
  };
}

function toPageLanguage(language: string | undefined): PageLanguage {
  return pageLanguages.find((each) => each === language) ?? 'en';
}
