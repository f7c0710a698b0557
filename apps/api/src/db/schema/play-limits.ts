// The players' loss and play-time limits.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, reference } from './columns';
import { players } from './account';

/**
 * Loss and play-time limits, as a history like deposit limits: a change is a new row. `loss`
 * limits net losses (bets − wins of the casino's own round records) per day, week or month, in
 * minor units; `time` limits minutes of play per day. Lower at once, higher after 24 hours.
 */
export const playLimitChanges = pgTable(
  'play_limit_changes',
  {
    id: identity(),
    playerId: reference('player_id', () => players.id),
    kind: text('kind', { enum: ['loss', 'time'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    /** Minor units for a loss limit, minutes for a time limit; null: no limit. */
    amount: bigint('amount', { mode: 'number' }),
    effectiveAt: instant('effective_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('play_limit_changes_player_idx').on(table.playerId, table.kind, table.period, table.id),
    check(
      'play_limit_changes_kind_period',
      sql`(${table.kind} = 'loss' and ${table.period} in ('day', 'week', 'month'))
        or (${table.kind} = 'time' and ${table.period} = 'day')`,
    ),
    check(
      'play_limit_changes_amount_positive',
      sql`${table.amount} is null or ${table.amount} > 0`,
    ),
  ],
);
