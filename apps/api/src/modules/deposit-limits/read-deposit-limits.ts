import { asc, eq, sql } from 'drizzle-orm';
import type { CallData, DepositLimitPeriod, depositLimits } from '@sorte/contracts';
import { depositLimitCoolingOffHours, depositLimitPeriods } from '@sorte/contracts';
import { getMarket } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { depositLimitChanges } from '../../db/schema';

export type DepositLimitsData = CallData<typeof depositLimits>;

interface LimitChange {
  id: number;
  period: DepositLimitPeriod;
  amountMinor: number | null;
  effectiveAt: Date;
}

export interface LimitState {
  /** The newest change already effective; null when the player never set one. */
  inForce: LimitChange | null;
  /** A later change still cooling off. */
  pending: LimitChange | null;
}

/** The limit in force is the newest change already effective; a newer one still waiting is pending. */
export function limitStateOf(changes: readonly LimitChange[], now: Date): LimitState {
  let inForce: LimitChange | null = null;
  let pending: LimitChange | null = null;
  for (const change of changes) {
    if (change.effectiveAt <= now) {
      if (!inForce || change.id > inForce.id) inForce = change;
    } else if (!pending || change.id > pending.id) {
      pending = change;
    }
  }
  if (pending && inForce && pending.id < inForce.id) pending = null;
  return { inForce, pending };
}

/**
 * Deposits that count against the limits in the current day, week (from Monday) and month of the
 * market's own calendar: paid ones and ones still payable, so opening several orders cannot pass
 * a limit either. A checkout past its expiry, or an order whose charge was never created (left
 * `created` for more than 15 minutes), no longer holds the player's room.
 */
export async function depositsUsed(
  db: Database | Transaction,
  playerId: number,
  timeZone: string,
  now: Date,
): Promise<Record<DepositLimitPeriod, number>> {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})`;
  const since = (unit: string) => sql`date_trunc(${unit}, ${local}) at time zone ${timeZone}`;
  const [row] = await queryRows<{ day: string; week: string; month: string }>(
    db,
    sql`select
      coalesce(sum(amount_minor) filter (where created_at >= ${since('day')}), 0)::text as day,
      coalesce(sum(amount_minor) filter (where created_at >= ${since('week')}), 0)::text as week,
      coalesce(sum(amount_minor) filter (where created_at >= ${since('month')}), 0)::text as month
      from deposit_orders
      where player_id = ${playerId}
        and (status in ('paid', 'review')
          or (status = 'pending' and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz))
          or (status = 'created' and created_at > ${now.toISOString()}::timestamptz - interval '15 minutes'))
        and created_at >= ${since('month')} - interval '7 days'`,
  );
  return {
    day: Number(row?.day ?? 0),
    week: Number(row?.week ?? 0),
    month: Number(row?.month ?? 0),
  };
}

export async function readLimitStates(
  db: Database | Transaction,
  playerId: number,
  now: Date,
): Promise<Record<DepositLimitPeriod, LimitState>> {
  const changes = await db
    .select({
      id: depositLimitChanges.id,
      period: depositLimitChanges.period,
      amountMinor: depositLimitChanges.amountMinor,
      effectiveAt: depositLimitChanges.effectiveAt,
    })
    .from(depositLimitChanges)
    .where(eq(depositLimitChanges.playerId, playerId))
    .orderBy(asc(depositLimitChanges.id));
  const byPeriod = (period: DepositLimitPeriod) =>
    limitStateOf(
      changes.filter((change) => change.period === period),
      now,
    );
  return { day: byPeriod('day'), week: byPeriod('week'), month: byPeriod('month') };
}

export async function readDepositLimits(
  db: Database | Transaction,
  player: { playerId: number; market: MarketCode },
  now: Date = new Date(),
): Promise<DepositLimitsData> {
  const states = await readLimitStates(db, player.playerId, now);
  const used = await depositsUsed(db, player.playerId, getMarket(player.market).timeZone, now);
  return {
    coolingOffHours: depositLimitCoolingOffHours,
    limits: depositLimitPeriods.map((period) => {
      const { inForce, pending } = states[period];
      return {
        period,
        amountMinor: inForce?.amountMinor ?? null,
        usedMinor: used[period],
        pending: pending
          ? { amountMinor: pending.amountMinor, effectiveAt: pending.effectiveAt.toISOString() }
          : null,
      };
    }),
  };
}
