import { playLimitKeys } from '@sorte/contracts';
import { getMarket } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Transaction } from '../../db/database';
import { PlayerError } from '../../http/player-error';
import { readPlayLimitStates, playLimitsUsed } from './read-play-limits';

/**
 * Before a game launch: refuses a player whose loss limit of the day, week or month is used up, or
 * whose daily play time is spent, with a clear message; answers the time zone the new game
 * session must check each bet in when the player has any limit (null: no limit, nothing to check).
 */
export async function requireWithinPlayLimits(
  tx: Transaction,
  player: { playerId: number; market: MarketCode },
  now: Date,
): Promise<string | null> {
  const states = await readPlayLimitStates(tx, player.playerId, now);
  if (playLimitKeys.every((key) => states[key].inForce?.amountMinor == null)) return null;
  const used = await playLimitsUsed(tx, player.playerId, player.market, now);
  for (const key of playLimitKeys) {
    const limit = states[key].inForce?.amountMinor ?? null;
    if (limit === null || used[key] < limit) continue;
    throw new PlayerError(
      key === 'time:day' ? 'play_time_limit_reached' : 'loss_limit_reached',
      403,
    );
  }
  return getMarket(player.market).timeZone;
}
