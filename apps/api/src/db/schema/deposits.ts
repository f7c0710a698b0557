// Deposits the players start.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, reference } from './columns';
import { players } from './account';
import { staffAccounts } from './staff';

export const depositOrderStatuses = [
  'created',
  'pending',
  'paid',
  'expired',
  'failed',
  'review',
  'refunded',
] as const;
export type DepositOrderStatus = (typeof depositOrderStatuses)[number];

/**
 * A deposit the player started: created here, then a charge at the payment provider (pending),
 * then paid, expired or failed. Only a verified `charge.paid` webhook whose amount and currency
 * match credits it; a mismatch waits in `review` for an operator.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: identity(),
    /** Public id, also the provider's merchantOrderId and the PIX txid: letters and digits only. */
    orderId: text('order_id').notNull(),
    playerId: reference('player_id', () => players.id),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The option's bonus rate when the order was made; the first-deposit offer is decided at credit. */
    givingRateBps: integer('giving_rate_bps').notNull(),
    method: text('method').notNull(),
    status: text('status', { enum: depositOrderStatuses }).notNull(),
    pspChargeId: text('psp_charge_id'),
    payUrl: text('pay_url'),
    expiresAt: instant('expires_at'),
    /** What the provider reported as paid, when it was paid (or paid a different amount). */
    paidAmountMinor: bigint('paid_amount_minor', { mode: 'number' }),
    /** The bonus credited with the deposit (first-deposit offer or the amount's rate). */
    bonusMinor: bigint('bonus_minor', { mode: 'number' }).notNull().default(0),
    isFirstDeposit: smallint('is_first_deposit').notNull().default(0),
    failureReason: text('failure_reason'),
    /** The currency the provider reported as paid, when the payment went to review. */
    paidCurrency: text('paid_currency'),
    /** Staff who resolved a deposit in review (credited or refunded), when and why. */
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => staffAccounts.id),
    resolvedAt: instant('resolved_at'),
    resolutionReason: text('resolution_reason'),
    /**
     * When staff asked the provider to refund a deposit in review: from then on it can only be
     * refunded (asked again until the provider answers), never credited, so it is not paid twice.
     */
    refundRequestedAt: instant('refund_requested_at'),
    /** The provider's id of the refund, once a deposit in review was refunded. */
    pspRefundId: text('psp_refund_id'),
    /** The ad-conversion outbox (seed: getFbRechargeRecords): 0 to report, 1 reported, 2 failed. */
    reportStatus: smallint('report_status').notNull().default(0),
    reportErrorCode: text('report_error_code'),
    reportEnableFlag: smallint('report_enable_flag').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    paidAt: instant('paid_at'),
  },
  (table) => [
    uniqueIndex('deposit_orders_order_id_key').on(table.orderId),
    uniqueIndex('deposit_orders_psp_charge_id_key').on(table.pspChargeId),
    index('deposit_orders_player_idx').on(table.playerId, table.id),
    index('deposit_orders_status_idx').on(table.status, table.id),
    check(
      'deposit_orders_status_valid',
      sql`${table.status} in ('created', 'pending', 'paid', 'expired', 'failed', 'review', 'refunded')`,
    ),
    check('deposit_orders_amount_positive', sql`${table.amountMinor} > 0`),
    check('deposit_orders_bonus_nonnegative', sql`${table.bonusMinor} >= 0`),
  ],
);
