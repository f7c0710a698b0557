import type { DepositLimitPeriod } from '@sorte/contracts';
import { depositLimitPeriods } from '@sorte/contracts';
import type { Market } from '@sorte/markets';
import { formatMoney } from '@sorte/money';
import type { Transaction } from '../../db/database';
import { PlayerError } from '../../http/player-error';
import { textsFor } from '../../i18n/messages';
import type { Language } from '../../i18n/messages';
import { depositsUsed, readLimitStates } from './read-deposit-limits';

export interface DepositLimitBreach {
  period: DepositLimitPeriod;
  limitMinor: number;
  /** What the player may still deposit in that period. */
  leftMinor: number;
}

/**
 * The first period (day, week, month) whose limit in force a new deposit would pass, counting
 * what the period already holds; null when every limit leaves room. Pure.
 */
export function findDepositLimitBreach(
  limitsMinor: Record<DepositLimitPeriod, number | null>,
  usedMinor: Record<DepositLimitPeriod, number>,
  amountMinor: number,
): DepositLimitBreach | null {
  for (const period of depositLimitPeriods) {
    const limitMinor = limitsMinor[period];
    if (limitMinor === null || usedMinor[period] + amountMinor <= limitMinor) continue;
    return { period, limitMinor, leftMinor: Math.max(0, limitMinor - usedMinor[period]) };
  }
  return null;
}

/**
 * Refuses a deposit that would take the player past any limit in force. Run inside the
 * transaction that writes the order, with the player's row locked, so orders started at once
 * cannot pass a limit together.
 */
export async function requireWithinDepositLimits(
  tx: Transaction,
  input: { playerId: number; market: Market; amountMinor: number; language: Language; now: Date },
): Promise<void> {
  const states = await readLimitStates(tx, input.playerId, input.now);
  const limitsMinor = {
    day: states.day.inForce?.amountMinor ?? null,
    week: states.week.inForce?.amountMinor ?? null,
    month: states.month.inForce?.amountMinor ?? null,
  };
  if (depositLimitPeriods.every((period) => limitsMinor[period] === null)) return;
  const used = await depositsUsed(tx, input.playerId, input.market.timeZone, input.now);
  const breach = findDepositLimitBreach(limitsMinor, used, input.amountMinor);
  if (!breach) return;
  const currency = input.market.currency;
  throw new PlayerError(
    'deposit_limit_reached',
    403,
    textsFor(input.language).depositLimitReached({
      period: breach.period,
      limit: formatMoney(breach.limitMinor, currency),
      left: formatMoney(breach.leftMinor, currency),
    }),
  );
}
