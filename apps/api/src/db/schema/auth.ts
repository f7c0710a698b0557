// Sign-ins: a player's sessions and the failed password logins that slow guessing.
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { players } from './account';

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** SHA-256 of the access token: a stolen database does not yield usable tokens. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last call made with it, for a profile that logs out after idle minutes. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_player_id_idx').on(table.playerId),
  ],
);

/**
 * Failed sign-ins by password, per account and per address: guessing is slowed to a hundred an
 * hour on each account, and to LOGIN_FAILURES_PER_HOUR_PER_ADDRESS from one address.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The account the wrong password named; null when the name matched no account. */
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    /** The address it came from, so guessing across many names is slowed too. */
    address: text('address'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_player_idx').on(table.playerId, table.failedAt),
    index('login_failures_address_idx').on(table.address, table.failedAt),
  ],
);
