// What staff add to a player's record: notes, and balance corrections by hand.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, reference } from './columns';
import { players } from './account';
import { ledgerTransactions } from './ledger';
import { staffAccounts } from './staff';

/** A staff member's note on a player, shown on the player's page in the console; never to them. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: identity(),
    playerId: reference('player_id', () => players.id),
    staffId: reference('staff_id', () => staffAccounts.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('player_notes_player_idx').on(table.playerId, table.id),
    check('player_notes_body_length', sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

export const manualAdjustmentStatuses = ['pending', 'posted', 'rejected'] as const;
export type ManualAdjustmentStatus = (typeof manualAdjustmentStatuses)[number];

/**
 * A balance correction by hand: `pending` while it waits for a second staff member (above the
 * market's limit), `posted` once the ledger moved it (transaction keyed `adjustment:<id>`),
 * `rejected` when refused. Never edited once posted or rejected; a correction of a correction is a
 * new adjustment.
 */
export const manualAdjustments = pgTable(
  'manual_adjustments',
  {
    id: identity(),
    /** Public id: "MA" and twelve random upper-case letters and digits. */
    adjustmentId: text('adjustment_id').notNull(),
    playerId: reference('player_id', () => players.id),
    currency: text('currency').notNull(),
    /** Positive credits the player, negative debits them. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** `cash` against the house, `bonus` against promotions with its turnover. */
    account: text('account', { enum: ['cash', 'bonus'] }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: manualAdjustmentStatuses }).notNull(),
    proposedBy: reference('proposed_by', () => staffAccounts.id),
    createdAt: createdAt(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staffAccounts.id),
    decidedAt: instant('decided_at'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    /**
     * The proposing staff member's idempotency key, when the console sent one: the same proposal
     * sent again (a retry after a lost answer) gets this adjustment back instead of a second one.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    uniqueIndex('manual_adjustments_adjustment_id_key').on(table.adjustmentId),
    uniqueIndex('manual_adjustments_idempotency_key')
      .on(table.proposedBy, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('manual_adjustments_status_idx').on(table.status, table.id),
    index('manual_adjustments_player_idx').on(table.playerId, table.id),
    check('manual_adjustments_amount_nonzero', sql`${table.amountMinor} <> 0`),
    check('manual_adjustments_account_valid', sql`${table.account} in ('cash', 'bonus')`),
    check(
      'manual_adjustments_status_valid',
      sql`${table.status} in ('pending', 'posted', 'rejected')`,
    ),
    check('manual_adjustments_reason_length', sql`char_length(${table.reason}) between 10 and 500`),
    check(
      'manual_adjustments_posted_whole',
      sql`(${table.status} = 'posted') = (${table.ledgerTransactionId} is not null)`,
    ),
  ],
);
