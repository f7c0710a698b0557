// Rewards: what each player claimed, who invited whom, invitation codes, and the devices a player
// signed in from (an invitation from one's own device earns nothing).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, reference } from './columns';
import { players } from './account';
import { ledgerTransactions } from './ledger';

export const rewardClaimKinds = ['novice', 'lucky_bag', 'sign_in', 'invite'] as const;

/**
 * One reward credited to a player, beside its ledger transaction: the kind, and the occasion that
 * makes it once-only (`once` for the novice reward and the lucky bag, the market's date for a
 * sign-in day, the invitee's id for an invitation). The unique key is the business fact.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: identity(),
    playerId: reference('player_id', () => players.id),
    kind: text('kind', { enum: rewardClaimKinds }).notNull(),
    occasion: text('occasion').notNull(),
    /** A sign-in's place in the nine-day cycle; null for other kinds. */
    signInDay: integer('sign_in_day'),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    wageringAddedMinor: bigint('wagering_added_minor', { mode: 'number' }).notNull(),
    ledgerTransactionId: reference('ledger_transaction_id', () => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reward_claims_occasion_key').on(table.playerId, table.kind, table.occasion),
    check('reward_claims_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** A player's own invitation code (the `code=` of their share address). */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .primaryKey()
      .references(() => players.id),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('invite_codes_code_key').on(table.code)],
);

export const invitationStatuses = ['pending', 'qualified', 'refused'] as const;

/**
 * An invitee attached to their inviter when the account was created with a code. `qualified`
 * once the invitee's first deposit of at least the market's qualifying amount is paid (the
 * inviter may then claim), `refused` when that showed the invitee to be the inviter (a device, a
 * payout account or a CPF in common).
 */
export const invitations = pgTable(
  'invitations',
  {
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .primaryKey()
      .references(() => players.id),
    inviterId: reference('inviter_id', () => players.id),
    status: text('status', { enum: invitationStatuses }).notNull(),
    qualifyingDepositMinor: bigint('qualifying_deposit_minor', { mode: 'number' }),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (table) => [
    index('invitations_inviter_idx').on(table.inviterId, table.status),
    check('invitations_not_self', sql`${table.inviteeId} <> ${table.inviterId}`),
  ],
);

/** Every device id a player signed in from (guest or password), for the self-invitation check. */
export const playerDevices = pgTable(
  'player_devices',
  {
    playerId: reference('player_id', () => players.id),
    deviceId: text('device_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.deviceId] }),
    index('player_devices_device_idx').on(table.deviceId),
  ],
);
