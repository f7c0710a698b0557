import { eq } from 'drizzle-orm';
import type { DepositLimitPeriod } from '@sorte/contracts';
import { depositLimitCoolingOffHours } from '@sorte/contracts';
import type { MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { depositLimitChanges, players } from '../../db/schema';
import { readDepositLimits, readLimitStates } from './read-deposit-limits';
import type { DepositLimitsData } from './read-deposit-limits';

/**
 * A limit at or below the one in force protects the player at once (and supersedes any raise still
 * waiting); a higher one, or none, waits 24 hours, so a limit cannot be lifted in the heat of play.
 */
export async function setDepositLimit(
  db: Database,
  input: {
    playerId: number;
    market: MarketCode;
    period: DepositLimitPeriod;
    amountMinor: number | null;
    now?: Date;
  },
): Promise<DepositLimitsData> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    // One change at a time per player: each decides against the state the last one left.
    await tx
      .select({ id: players.id })
      .from(players)
      .where(eq(players.id, input.playerId))
      .for('update');
    const { inForce } = (await readLimitStates(tx, input.playerId, now))[input.period];
    const current = inForce?.amountMinor ?? null;
    const tighter =
      input.amountMinor !== null && (current === null || input.amountMinor <= current);
    const effectiveAt = tighter
      ? now
      : new Date(now.getTime() + depositLimitCoolingOffHours * 3600_000);
    await tx.insert(depositLimitChanges).values({
      playerId: input.playerId,
      period: input.period,
      amountMinor: input.amountMinor,
      effectiveAt,
    });
    return readDepositLimits(tx, input, now);
  });
}
