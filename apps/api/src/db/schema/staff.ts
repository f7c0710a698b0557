// The operator's staff and their sign-ins.
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, reference } from './columns';

/**
 * Staff of the operator: they review withdrawals (and later everything the console does). Created
 * only by the documented command (`npm run staff:create`), never with a default password; the
 * password is kept as an argon2id hash.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: identity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    disabledAt: instant('disabled_at'),
  },
  (table) => [uniqueIndex('staff_accounts_username_key').on(sql`lower(${table.username})`)],
);

/** A staff sign-in: the token travels only as its SHA-256, like a player's. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: identity(),
    staffId: reference('staff_id', () => staffAccounts.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [uniqueIndex('staff_sessions_token_hash_key').on(table.tokenHash)],
);
