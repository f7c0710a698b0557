import type { DepositLimitPeriod } from '@sorte/contracts';
import { depositLimitPeriods } from '@sorte/contracts';
import type { Market } from '@sorte/markets';
import { formatMoney } from '@sorte/money';
import type { Transaction } from '../../db/database';
import { PlayerError } from '../../http/player-error';
import type { Language } from '../../i18n/messages';
import { depositsUsed, readLimitStates } from './read-deposit-limits';

const periodWords: Record<Language, Record<DepositLimitPeriod, string>> = {
  'pt-BR': { day: 'diário', week: 'semanal', month: 'mensal' },
  en: { day: 'daily', week: 'weekly', month: 'monthly' },
  es: { day: 'diario', week: 'semanal', month: 'mensual' },
};

const reachedMessages: Record<Language, (period: string, limit: string, left: string) => string> = {
  'pt-BR': (period, limit, left) =>
    `Este depósito passa do seu limite ${period} de ${limit}. Você ainda pode depositar ${left} neste período.`,
  en: (period, limit, left) =>
    `This deposit would pass your ${period} deposit limit of ${limit}. You can still deposit ${left} in this period.`,
  es: (period, limit, left) =>
    `Este depósito supera tu límite ${period} de ${limit}. Aún puedes depositar ${left} en este período.`,
};

/**
 * Refuses a deposit that would take the player past any limit in force, counting what the current
 * day, week and month already hold. Run inside the transaction that writes the order, with the
 * player's row locked, so orders started at once cannot pass a limit together.
 */
export async function requireWithinDepositLimits(
  tx: Transaction,
  input: { playerId: number; market: Market; amountMinor: number; language: Language; now: Date },
): Promise<void> {
  const states = await readLimitStates(tx, input.playerId, input.now);
  if (depositLimitPeriods.every((period) => states[period].inForce?.amountMinor == null)) return;
  const used = await depositsUsed(tx, input.playerId, input.market.timeZone, input.now);
  for (const period of depositLimitPeriods) {
    const limit = states[period].inForce?.amountMinor ?? null;
    if (limit === null || used[period] + input.amountMinor <= limit) continue;
    const currency = input.market.currency;
    throw new PlayerError(
      'deposit_limit_reached',
      403,
      reachedMessages[input.language](
        periodWords[input.language][period],
        formatMoney(limit, currency),
        formatMoney(Math.max(0, limit - used[period]), currency),
      ),
    );
  }
}
