// Sign-ins: a player's sessions and the failed password logins that slow guessing.
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, reference } from './columns';
import { players } from './account';

export const sessions = pgTable(
  'sessions',
  {
    id: identity(),
    playerId: reference('player_id', () => players.id),
    /** SHA-256 of the access token: a stolen database does not yield usable tokens. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** The last call made with it, for a profile that logs out after idle minutes. */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
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
    id: identity(),
    /** The account the wrong password named; null when the name matched no account. */
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    /** The address it came from, so guessing across many names is slowed too. */
    address: text('address'),
    failedAt: instant('failed_at').notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_player_idx').on(table.playerId, table.failedAt),
    index('login_failures_address_idx').on(table.address, table.failedAt),
  ],
);
