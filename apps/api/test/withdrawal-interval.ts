import { getMarket, isMarketCode } from '@sorte/markets';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/query-rows';

/** Moves every withdrawal request of the player back in time by `ms`; nothing else changes. */
export async function moveWithdrawalRequestsBack(
  db: Database,
  playerId: number,
  ms: number,
): Promise<void> {
  await db.execute(sql`update withdrawal_orders
    set requested_at = requested_at - make_interval(secs => ${ms / 1000})
    where player_id = ${playerId}`);
}

/**
 * Lets the player's market's least interval between two withdrawal requests
 * (`withdrawalIntervalMsMin`) pass, as if that time had gone by: a journey that has shown the
 * refusal asks again at once instead of sleeping a minute.
 */
export async function letWithdrawalIntervalPass(db: Database, playerId: number): Promise<void> {
  const [player] = await queryRows<{ market: string }>(
    db,
    sql`select market from players where id = ${playerId}`,
  );
  if (!player || !isMarketCode(player.market)) throw new Error(`no player ${playerId}`);
  await moveWithdrawalRequestsBack(db, playerId, getMarket(player.market).withdrawalIntervalMsMin);
}
