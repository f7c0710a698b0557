// A player's data rights (Brazil's LGPD): the request to close the account, and its outcome.
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, instant, reference } from './columns';
import { players } from './account';
import { staffAccounts } from './staff';

export const closureRequestStatuses = ['open', 'closed', 'withdrawn'] as const;

/**
 * A player's request to close their account: `open` until staff close the account (once nothing
 * of the player's money is left or on its way) or the player withdraws it. One open request per
 * player at a time.
 */
export const accountClosureRequests = pgTable(
  'account_closure_requests',
  {
    id: identity(),
    playerId: reference('player_id', () => players.id),
    status: text('status', { enum: closureRequestStatuses }).notNull().default('open'),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    endedAt: instant('ended_at'),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => staffAccounts.id),
  },
  (table) => [
    uniqueIndex('account_closure_requests_open_key')
      .on(table.playerId)
      .where(sql`${table.status} = 'open'`),
    check(
      'account_closure_requests_status_valid',
      sql`${table.status} in ('open', 'closed', 'withdrawn')`,
    ),
  ],
);
