import { and, eq, gt } from 'drizzle-orm';
import type { PlayLimitKey } from '@sorte/contracts';
import { getMarket } from '@sorte/markets';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { gameSessions, playLimitChanges, players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { limitChangeEffectiveAt } from '../deposit-limits/limit-change-effective-at';
import { partsOf, readPlayLimitStates, readPlayLimits } from './read-play-limits';
import type { PlayLimitsData } from './read-play-limits';
import { moneyTransaction } from '../../db/money-transaction';
import { lockPlayer } from '../ledger/lock-players';

/** A day has 1440 minutes: a longer daily play-time limit limits nothing. */
export const playMinutesPerDayMax = 1440;

/**
 * Sets loss and play-time limits together, each effective as `limitChangeEffectiveAt` says (lower
 * at once, higher or none after 24 hours), and records that the player chose their limits. A limit
 * that takes effect at once reaches games already open: their sessions start checking every bet.
 */
export async function setPlayLimits(
  db: Database,
  input: {
    playerId: number;
    market: MarketCode;
    complianceProfile: ComplianceProfile;
    limits: readonly { key: PlayLimitKey; amount: number | null }[];
    now?: Date;
  },
): Promise<PlayLimitsData> {
  const now = input.now ?? new Date();
  const keys = input.limits.map((limit) => limit.key);
  if (new Set(keys).size !== keys.length) throw new PlayerError('limit_invalid', 400);
  for (const limit of input.limits) {
    if (limit.key === 'time:day' && limit.amount !== null && limit.amount > playMinutesPerDayMax) {
      throw new PlayerError('limit_invalid', 400);
    }
  }
  return moneyTransaction(db, async (tx) => {
    // One change at a time per player: each decides against the state the last one left.
    await lockPlayer(tx, input.playerId);
    const states = await readPlayLimitStates(tx, input.playerId, now);
    let anyAtOnce = false;
    for (const limit of input.limits) {
      const effectiveAt = limitChangeEffectiveAt(
        states[limit.key].inForce?.amountMinor ?? null,
        limit.amount,
        now,
      );
      anyAtOnce ||= effectiveAt.getTime() === now.getTime() && limit.amount !== null;
      await tx.insert(playLimitChanges).values({
        playerId: input.playerId,
        ...partsOf(limit.key),
        amount: limit.amount,
        effectiveAt,
      });
    }
    await tx.update(players).set({ playLimitsChosenAt: now }).where(eq(players.id, input.playerId));
    if (anyAtOnce) {
      await tx
        .update(gameSessions)
        .set({ limitsTimeZone: getMarket(input.market).timeZone })
        .where(and(eq(gameSessions.playerId, input.playerId), gt(gameSessions.expiresAt, now)));
    }
    return readPlayLimits(tx, input, now);
  });
}
