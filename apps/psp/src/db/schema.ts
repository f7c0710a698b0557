import { sql } from 'drizzle-orm';
import { languages } from '@sorte/words/languages';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PayoutDestination } from '@sorte/contracts';

/**
 * The provider's own records, in their own PostgreSQL schema: with DATABASE_URL it may share a
 * database with the casino but never its tables, as a real third party would not.
 */
export const psp = pgSchema('psp');

const moment = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => moment('created_at').notNull().defaultNow();

/** Numbers quoted as the SPEI reference: seven digits, unique until ten million charges. */
export const speiReferenceSequence = psp.sequence('spei_reference_seq', {
  startWith: 1,
  minValue: 1,
});

export const chargeStatusValues = ['pending', 'paid', 'expired'] as const;

/** A deposit the casino asked for: the player pays it on the checkout page. */
export const charges = psp.table(
  'charges',
  {
    id: text('id').primaryKey(),
    merchantOrderId: text('merchant_order_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: ['pix', 'ewallet', 'spei'] }).notNull(),
    callbackUrl: text('callback_url').notNull(),
    returnUrl: text('return_url').notNull(),
    language: text('language', { enum: languages }),
    status: text('status', { enum: chargeStatusValues }).notNull(),
    /** PIX: the BR Code as issued; kept, because a later change of key or name must not alter it. */
    brCode: text('br_code'),
    /** SPEI: the reference the player quotes with the transfer. */
    speiReference: text('spei_reference'),
    expiresAt: moment('expires_at').notNull(),
    /** Set when the player paid and the payment is on its way (charge.paid at settle_at). */
    paymentSubmittedAt: moment('payment_submitted_at'),
    settleAt: moment('settle_at'),
    /** What the player actually paid: may differ from amount_minor (a mismatch to handle). */
    paidAmountMinor: bigint('paid_amount_minor', { mode: 'number' }),
    /** E-wallet: the wallet and mobile number the player paid from. */
    payerWallet: text('payer_wallet'),
    payerAccount: text('payer_account'),
    paidAt: moment('paid_at'),
    /**
     * A paid charge given back to the payer, whole, at the merchant's request (a deposit it would
     * not credit): the refund's id, the merchant's own id for it (what makes asking again safe)
     * and when.
     */
    refundId: text('refund_id'),
    merchantRefundId: text('merchant_refund_id'),
    refundedAt: moment('refunded_at'),
    expiredAt: moment('expired_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('charges_merchant_order_id_key').on(table.merchantOrderId),
    index('charges_settle_due_idx')
      .on(table.settleAt)
      .where(sql`${table.status} = 'pending' and ${table.settleAt} is not null`),
    index('charges_expiry_due_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending' and ${table.settleAt} is null`),
    check('charges_status_valid', sql`${table.status} in ('pending', 'paid', 'expired')`),
    check('charges_method_valid', sql`${table.method} in ('pix', 'ewallet', 'spei')`),
    check('charges_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'charges_paid_amount_positive',
      sql`${table.paidAmountMinor} is null or ${table.paidAmountMinor} > 0`,
    ),
  ],
);

export const payoutStatusValues = ['processing', 'paid', 'failed'] as const;
export const payoutFailureReasonValues = [
  'invalid_destination',
  'destination_closed',
  'rejected_by_bank',
] as const;

/** A withdrawal the casino sends to a player's account. */
export const payouts = psp.table(
  'payouts',
  {
    id: text('id').primaryKey(),
    merchantPayoutId: text('merchant_payout_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    destination: jsonb('destination').$type<PayoutDestination>().notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status', { enum: payoutStatusValues }).notNull(),
    failureReason: text('failure_reason', { enum: payoutFailureReasonValues }),
    /** When the bank's answer is due; the payout loop settles it then. */
    settleAt: moment('settle_at').notNull(),
    paidAt: moment('paid_at'),
    failedAt: moment('failed_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payouts_merchant_payout_id_key').on(table.merchantPayoutId),
    index('payouts_settle_due_idx')
      .on(table.settleAt)
      .where(sql`${table.status} = 'processing'`),
    check('payouts_status_valid', sql`${table.status} in ('processing', 'paid', 'failed')`),
    check('payouts_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'payouts_failure_reason_when_failed',
      sql`(${table.status} = 'failed') = (${table.failureReason} is not null)`,
    ),
  ],
);

/**
 * The webhook outbox: each state change writes its event here in the same transaction, and the
 * delivery loop posts it until the casino answers 2xx. The body is stored as sent, so every
 * attempt carries the same bytes.
 */
export const webhookEvents = psp.table(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The charge or payout the event is about. */
    subjectId: text('subject_id').notNull(),
    url: text('url').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    nextAttemptAt: moment('next_attempt_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A delivery in progress holds the event until then; another loop skips it meanwhile. */
    lockedUntil: moment('locked_until'),
    deliveredAt: moment('delivered_at'),
    /** Set when retries stopped (24 h without a 2xx). */
    abandonedAt: moment('abandoned_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
  },
  (table) => [
    index('webhook_events_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.abandonedAt} is null`),
    index('webhook_events_subject_idx').on(table.subjectId, table.createdAt),
    check('webhook_events_attempts_nonnegative', sql`${table.attempts} >= 0`),
  ],
);

export type ChargeRow = typeof charges.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
