import type { DepositLimitPeriod } from '@sorte/contracts';
import type { MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { depositLimitChanges } from '../../db/schema';
import { limitChangeEffectiveAt } from './limit-change-effective-at';
import { readDepositLimits, readLimitStates } from './read-deposit-limits';
import type { DepositLimitsData } from './read-deposit-limits';
import { moneyTransaction } from '../../db/money-transaction';
import { lockPlayer } from '../ledger/lock-players';

/** Sets one period's deposit limit, effective as `limitChangeEffectiveAt` says. */
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
  return moneyTransaction(db, async (tx) => {
    // One change at a time per player: each decides against the state the last one left.
    await lockPlayer(tx, input.playerId);
    const { inForce } = (await readLimitStates(tx, input.playerId, now))[input.period];
    const effectiveAt = limitChangeEffectiveAt(
      inForce?.amountMinor ?? null,
      input.amountMinor,
      now,
    );
    await tx.insert(depositLimitChanges).values({
      playerId: input.playerId,
      period: input.period,
      amountMinor: input.amountMinor,
      effectiveAt,
    });
    return readDepositLimits(tx, input, now);
  });
}
