import type { CallData, login } from '@sorte/contracts';
import { getMarket, isMarketCode } from '@sorte/markets';
import type { Transaction } from '../../db/database';
import type { players } from '../../db/schema';
import { sessions } from '../../db/schema';
import { readBalanceMinor } from '../account/read-balance';
import { openPlayerAccount } from '../ledger/open-player-account';
import { PlayerError } from '../../http/player-error';
import { createAccessToken } from './access-token';

type LoginData = CallData<typeof login>;
type PlayerRow = typeof players.$inferSelect;

/**
 * A new session for a signed-in player, inside the login's transaction (none for a closed
 * account: `account_closed`): the token (kept only as its hash), the player's cash account opened if it is not, and the login answer. The market,
 * currency and language are the account's own, whatever the request said.
 */
export async function startPlayerSession(
  tx: Transaction,
  player: PlayerRow,
  options: { sessionTtlMs: number; now: Date; isRegister: boolean },
): Promise<LoginData> {
  // Closed at the player's request (data rights): the records stay, the door does not open.
  if (player.closedAt) throw new PlayerError('account_closed', 403);
  if (!isMarketCode(player.market))
    throw new Error(`player ${player.id} has market ${player.market}`);
  const market = getMarket(player.market);
  const { token, tokenHash } = createAccessToken();
  const expiresAt = new Date(options.now.getTime() + options.sessionTtlMs);
  await tx.insert(sessions).values({
    playerId: player.id,
    tokenHash,
    expiresAt,
    lastSeenAt: options.now,
  });
  await openPlayerAccount(tx, player.id, player.currency);
  const gold = await readBalanceMinor(tx, player.id, player.currency);
  return {
    nick: player.nick,
    gold,
    headUrl: player.headUrl,
    userId: player.id,
    token,
    username: player.username,
    email: player.email,
    language: market.language,
    currency: player.currency,
    market: market.code,
    utype: player.userType,
    externalId: player.externalId,
    isRegister: options.isRegister ? 1 : 0,
    reportFbFlag: player.reportFbFlag === 1 ? 1 : 0,
    previousLoginAt: player.previousLoginAt?.toISOString() ?? null,
    tokenExpiresAt: expiresAt.toISOString(),
  };
}
