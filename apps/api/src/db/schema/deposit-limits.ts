// The players' deposit limits.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, reference } from './columns';
import { players } from './account';

/**
 * Deposit limits, as a history: a change is a new row, never an update. The limit in force at a
 * moment is the newest row already effective then, so a lower limit set after a pending raise
 * wins over it. Raises and removals are effective 24 hours after they are asked for.
 */
export const depositLimitChanges = pgTable(
  'deposit_limit_changes',
  {
    id: identity(),
    playerId: reference('player_id', () => players.id),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    /** null: no limit. */
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    effectiveAt: instant('effective_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('deposit_limit_changes_player_idx').on(table.playerId, table.period, table.id),
    check('deposit_limit_changes_period_valid', sql`${table.period} in ('day', 'week', 'month')`),
    check(
      'deposit_limit_changes_amount_positive',
      sql`${table.amountMinor} is null or ${table.amountMinor} > 0`,
    ),
  ],
);
