// The player: who they are, their market, their 18+ setup and the protection they chose.
import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

export const players = pgTable(
  'players',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** Public id handed to third parties, so our sequence never leaks. */
    externalId: text('external_id').notNull(),
    deviceId: text('device_id').notNull(),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    nick: text('nick').notNull(),
    headUrl: text('head_url').notNull().default(''),
    username: text('username').notNull().default(''),
    email: text('email').notNull().default(''),
    userType: smallint('user_type').notNull().default(1),
    extensionCode: text('extension_code'),
    registChannel: text('regist_channel'),
    reportFbFlag: smallint('report_fb_flag').notNull().default(0),
    gameActivityFlag: smallint('game_activity_flag').notNull().default(0),
    preTaskFlag: smallint('pre_task_flag').notNull().default(0),
    createdAt: createdAt(),
    lastLoginAt: instant('last_login_at'),
    previousLoginAt: instant('previous_login_at'),
    /** The 18+ setup (PRODUCT.md §3.3): all three are set together, once. */
    birthDate: date('birth_date', { mode: 'string' }),
    termsAcceptedAt: instant('terms_accepted_at'),
    ageConfirmedAt: instant('age_confirmed_at'),
    /** A break or self-exclusion (PRODUCT.md §3.6): no games, no deposits before this time. */
    excludedUntil: instant('excluded_until'),
    exclusionKind: text('exclusion_kind'),
    /** Minutes of play between two reality-check reminders (15, 30 or 60). */
    reminderMinutes: smallint('reminder_minutes').notNull().default(60),
    /** Brazil: the player's own CPF (digits), set once; own-CPF payouts are checked against it. */
    cpf: text('cpf'),
    /**
     * Credentials bound to the account so it can be signed into from another device (loginType
     * 2 phone, 5 username, 6 email): an argon2id hash, and the phone in E.164.
     */
    passwordHash: text('password_hash'),
    phone: text('phone'),
    credentialsBoundAt: instant('credentials_bound_at'),
    /** When the player chose their loss and time limits (br-regulated asks before any deposit). */
    playLimitsChosenAt: instant('play_limits_chosen_at'),
    /** Closed at the player's request (data rights): no sign-in, no play; records are kept. */
    closedAt: instant('closed_at'),
  },
  (table) => [
    uniqueIndex('players_device_id_key').on(table.deviceId),
    uniqueIndex('players_external_id_key').on(table.externalId),
    // One person, one account: a CPF registers one player.
    uniqueIndex('players_cpf_key').on(table.cpf),
    // A phone or an e-mail signs into one account.
    uniqueIndex('players_phone_key').on(table.phone),
    uniqueIndex('players_email_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
    // Usernames are chosen in the 18+ setup; two players never share one, whatever the case.
    uniqueIndex('players_username_key')
      .on(sql`lower(${table.username})`)
      .where(sql`${table.username} <> ''`),
    check('players_user_type_range', sql`${table.userType} between 1 and 6`),
    check(
      'players_exclusion_whole',
      sql`(${table.excludedUntil} is null) = (${table.exclusionKind} is null)
        and (${table.exclusionKind} is null or ${table.exclusionKind} in ('break', 'self_exclusion'))`,
    ),
    check(
      'players_age_setup_whole',
      sql`(${table.ageConfirmedAt} is null) = (${table.birthDate} is null)
        and (${table.ageConfirmedAt} is null) = (${table.termsAcceptedAt} is null)`,
    ),
  ],
);
