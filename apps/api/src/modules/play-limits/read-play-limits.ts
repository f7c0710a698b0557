import { and, asc, eq, sql } from 'drizzle-orm';
import type { CallData, PlayLimitKey, playLimits } from '@sorte/contracts';
import { depositLimitCoolingOffHours, playLimitKeys } from '@sorte/contracts';
import { getMarket } from '@sorte/markets';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { playLimitChanges, players } from '../../db/schema';
import { limitStateOf } from '../deposit-limits/read-deposit-limits';
import type { LimitState } from '../deposit-limits/read-deposit-limits';

export type PlayLimitsData = CallData<typeof playLimits>;

export function partsOf(key: PlayLimitKey): {
  kind: 'loss' | 'time';
  period: 'day' | 'week' | 'month';
} {
  const [kind, period] = key.split(':') as ['loss' | 'time', 'day' | 'week' | 'month'];
  return { kind, period };
}

/** Every limit's history, as states: the limit in force now, and a raise still cooling off. */
export async function readPlayLimitStates(
  db: Database | Transaction,
  playerId: number,
  now: Date,
): Promise<Record<PlayLimitKey, LimitState>> {
  const changes = await db
    .select()
    .from(playLimitChanges)
    .where(eq(playLimitChanges.playerId, playerId))
    .orderBy(asc(playLimitChanges.id));
  const states = {} as Record<PlayLimitKey, LimitState>;
  for (const key of playLimitKeys) {
    const { kind, period } = partsOf(key);
    states[key] = limitStateOf(
      changes
        .filter((change) => change.kind === kind && change.period === period)
        .map((change) => ({
          id: change.id,
          period,
          amountMinor: change.amount,
          effectiveAt: change.effectiveAt,
        })),
      now,
    );
  }
  return states;
}

/**
 * What the current day, week and month have used: net losses (never below zero) and minutes of
 * play today, counted by the same database functions the wallet checks each bet with.
 */
export async function playLimitsUsed(
  db: Database | Transaction,
  playerId: number,
  market: MarketCode,
  now: Date,
): Promise<Record<PlayLimitKey, number>> {
  const zone = getMarket(market).timeZone;
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = (unit: string) =>
    sql`date_trunc(${unit}, ${at} at time zone ${zone}) at time zone ${zone}`;
  const [row] = await queryRows<{ day: string; week: string; month: string; played: string }>(
    db,
    sql`select net_losses_since(${playerId}, ${since('day')})::text as day,
      net_losses_since(${playerId}, ${since('week')})::text as week,
      net_losses_since(${playerId}, ${since('month')})::text as month,
      play_ms_since(${playerId}, ${since('day')}, ${at}, null)::text as played`,
  );
  return {
    'loss:day': Math.max(0, Number(row?.day ?? 0)),
    'loss:week': Math.max(0, Number(row?.week ?? 0)),
    'loss:month': Math.max(0, Number(row?.month ?? 0)),
    'time:day': Math.floor(Number(row?.played ?? 0) / 60_000),
  };
}

export async function readPlayLimits(
  db: Database | Transaction,
  player: { playerId: number; market: MarketCode; complianceProfile: ComplianceProfile },
  now: Date = new Date(),
): Promise<PlayLimitsData> {
  const [states, used, [owner]] = await Promise.all([
    readPlayLimitStates(db, player.playerId, now),
    playLimitsUsed(db, player.playerId, player.market, now),
    db
      .select({ chosenAt: players.playLimitsChosenAt })
      .from(players)
      .where(and(eq(players.id, player.playerId))),
  ]);
  return {
    limits: playLimitKeys.map((key) => ({
      key,
      ...partsOf(key),
      amount: states[key].inForce?.amountMinor ?? null,
      used: used[key],
      pending: states[key].pending
        ? {
            amount: states[key].pending.amountMinor,
            effectiveAt: states[key].pending.effectiveAt.toISOString(),
          }
        : null,
    })),
    chosenAt: owner?.chosenAt?.toISOString() ?? null,
    requiredBeforePlay: player.complianceProfile.limitsRequiredAtRegistration,
    coolingOffHours: depositLimitCoolingOffHours,
  };
}
