// The operator's staff, their sign-ins and the audit log of what they change.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffRoles } from '@sorte/contracts';
import { createdAt, identity, instant, reference } from './columns';

/**
 * Staff of the operator. The first is created by the documented command (`npm run staff:create`),
 * never with a default password; the password is kept as an argon2id hash. A role decides which
 * operator calls they may make (`opsCallRoles`); TOTP is their second factor, and five wrong
 * sign-ins in a row lock the account for a while.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: identity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: staffRoles }).notNull().default('read_only'),
    /** Base32 TOTP secret; set at enrolment, in force once `totpEnrolledAt` is. */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: instant('totp_enrolled_at'),
    /** The 30-second step of the last code accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: instant('locked_until'),
    createdAt: createdAt(),
    disabledAt: instant('disabled_at'),
  },
  (table) => [
    uniqueIndex('staff_accounts_username_key').on(sql`lower(${table.username})`),
    check(
      'staff_accounts_role_valid',
      sql`${table.role} in ('admin', 'finance', 'support', 'read_only')`,
    ),
  ],
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
    /** When this session passed its TOTP code; until then it may only enrol. */
    secondFactorAt: instant('second_factor_at'),
  },
  (table) => [uniqueIndex('staff_sessions_token_hash_key').on(table.tokenHash)],
);

/**
 * Every change staff make (and the locks the system applies): who, what, before, after, when.
 * Append-only: a trigger (`modules/staff/sql/staff_audit_append_only.sql`) refuses UPDATE and
 * DELETE, so not even the api's own connection can rewrite it.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: identity(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffAccounts.id),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [index('staff_audit_log_staff_idx').on(table.staffId, table.id)],
);
