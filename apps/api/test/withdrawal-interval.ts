import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

/**
 * Moves the player's withdrawal requests back by the market's least interval between two
 * (`withdrawalIntervalMsMin`), as if that time had passed: a journey that has shown the refusal
 * asks again at once instead of sleeping a minute. Nothing else about the requests changes.
 */
export async function letWithdrawalIntervalPass(
  db: Database,
  playerId: number,
  intervalMs: number,
): Promise<void> {
  await db.execute(sql`update withdrawal_orders
    set requested_at = requested_at - make_interval(secs => ${intervalMs / 1000})
    where player_id = ${playerId}`);
}
