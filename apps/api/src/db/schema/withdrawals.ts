// Withdrawals, from the request to their end.
import { sql } from 'drizzle-orm';
import { withdrawalStages } from '@sorte/markets';
import type { WithdrawalStage } from '@sorte/markets';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identity, reference, instant } from './columns';
import { players } from './account';
import { payoutAccounts } from './payout-accounts';
import { staffAccounts } from './staff';

export const withdrawalStatuses = withdrawalStages;
export type WithdrawalStatus = WithdrawalStage;

/**
 * A withdrawal, from the request to its end. The amount is held on the ledger when the order is
 * created; it ends once: paid out (`withdrawal_paid`), or refunded whole in the same transaction
 * that records a rejection, a failure or a cancellation (`withdrawal_refund`). Each stage keeps its
 * time, for the player's tracker.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: identity(),
    /** Public id, also the provider's merchantPayoutId: letters and digits only. */
    orderId: text('order_id').notNull(),
    playerId: reference('player_id', () => players.id),
    currency: text('currency').notNull(),
    /** Held from the balance; fee and tax come out of it, the rest arrives. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    arrivesMinor: bigint('arrives_minor', { mode: 'number' }).notNull(),
    payoutAccountId: reference('payout_account_id', () => payoutAccounts.id),
    channel: text('channel').notNull(),
    /** The destination as it was sent to the provider, kept even if the account changes later. */
    destination: jsonb('destination').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull(),
    /** Approved without a person (below the market's amount, account checks passed). */
    autoApproved: smallint('auto_approved').notNull().default(0),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staffAccounts.id),
    /**
     * Above the market's second-approval amount: the first of two staff approvals. The order
     * stays in review until a different staff member approves it (`reviewedBy`).
     */
    firstApprovedBy: bigint('first_approved_by', { mode: 'number' }).references(
      () => staffAccounts.id,
    ),
    firstApprovedAt: instant('first_approved_at'),
    /** A rejection's reason, written by staff for the player. */
    rejectionReason: text('rejection_reason'),
    /** A failed payout's reason, as the provider reported it (`invalid_destination`, …). */
    failureReason: text('failure_reason'),
    pspPayoutId: text('psp_payout_id'),
    /**
     * Approved but not yet accepted by the provider: how many times sending found it unreachable,
     * and what it answered last. Past the sender's limit the order waits for staff to retry it.
     */
    payoutSendAttempts: integer('payout_send_attempts').notNull().default(0),
    payoutSendError: text('payout_send_error'),
    /** Where a compliance profile promises one (br-regulated: 120 minutes from the request). */
    deadlineAt: instant('deadline_at'),
    requestedAt: instant('requested_at').notNull(),
    reviewingAt: instant('reviewing_at'),
    approvedAt: instant('approved_at'),
    sentAt: instant('sent_at'),
    paidAt: instant('paid_at'),
    /** When it ended without a payout (rejected, failed, cancelled): the refund's time too. */
    endedAt: instant('ended_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /**
     * The player's idempotency key of the request, when it sent one: the same request sent again
     * (a retry after a lost answer) gets this order back instead of a second withdrawal.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    uniqueIndex('withdrawal_orders_order_id_key').on(table.orderId),
    uniqueIndex('withdrawal_orders_idempotency_key')
      .on(table.playerId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    uniqueIndex('withdrawal_orders_psp_payout_id_key').on(table.pspPayoutId),
    index('withdrawal_orders_player_idx').on(table.playerId, table.id),
    index('withdrawal_orders_status_idx').on(table.status, table.id),
    // One open withdrawal per player at a time (the seed's withdrawProcessing).
    uniqueIndex('withdrawal_orders_one_open_key')
      .on(table.playerId)
      .where(sql`${table.status} in ('requested', 'reviewing', 'approved', 'sent')`),
    check(
      'withdrawal_orders_status_valid',
      sql`${table.status} in ('requested', 'reviewing', 'approved', 'sent', 'paid', 'rejected', 'failed', 'cancelled')`,
    ),
    check(
      'withdrawal_orders_amounts_add_up',
      sql`${table.amountMinor} > 0 and ${table.feeMinor} >= 0 and ${table.taxMinor} >= 0
        and ${table.arrivesMinor} > 0
        and ${table.amountMinor} = ${table.feeMinor} + ${table.taxMinor} + ${table.arrivesMinor}`,
    ),
  ],
);
