import { sql } from 'drizzle-orm';
import { withdrawalStages } from '@sorte/markets';
import type { WithdrawalStage } from '@sorte/markets';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    /** The 18+ setup (PRODUCT.md §3.3): all three are set together, once. */
    birthDate: date('birth_date', { mode: 'string' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /** A break or self-exclusion (PRODUCT.md §3.6): no games, no deposits before this time. */
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
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
    credentialsBoundAt: timestamp('credentials_bound_at', { withTimezone: true }),
    /** When the player chose their loss and time limits (br-regulated asks before any deposit). */
    playLimitsChosenAt: timestamp('play_limits_chosen_at', { withTimezone: true }),
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
 * One account per player and currency (`player:<id>:cash`) and a few system accounts per
 * currency (`house`, `psp:clearing`, `withdrawals:pending`, `promotions`, `fees`, `tax`).
 *
 * Only player accounts keep a running balance, guarded by the database so it can never go below
 * zero. System accounts take part in every spin; updating one shared row per spin would serialise
 * all players (measured in docs/decisions/0002-ledger-hot-rows.md), so their balance is the sum of
 * their postings instead.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: ['player', 'system'] }).notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    /**
     * Player accounts only: turnover still to be bet before a withdrawal (PRODUCT.md §3.5). Kept
     * on the balance row because every bet already locks and updates it, so lowering it costs no
     * extra row; docs/decisions/0004-wagering-on-the-balance-row.md.
     */
    wageringRemainingMinor: bigint('wagering_remaining_minor', { mode: 'number' })
      .notNull()
      .default(0),
    /**
     * The requirement `wageringRemainingMinor` counts down from: everything added since it was
     * last at zero, so the player's progress bar reads (target − remaining) / target.
     */
    wageringTargetMinor: bigint('wagering_target_minor', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_code_key').on(table.code),
    check('ledger_accounts_wagering_nonnegative', sql`${table.wageringRemainingMinor} >= 0`),
    index('ledger_accounts_player_id_idx').on(table.playerId),
    check('ledger_accounts_kind_valid', sql`${table.kind} in ('player', 'system')`),
    check(
      'ledger_accounts_player_never_negative',
      sql`${table.kind} <> 'player' or ${table.balanceMinor} >= 0`,
    ),
    check(
      'ledger_accounts_system_balance_derived',
      sql`${table.kind} <> 'system' or ${table.balanceMinor} = 0`,
    ),
  ],
);

/** A balanced set of postings, written once and never updated. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** From the business fact (`provider:games:tx:<id>`, `psp:event:<id>`), never random. */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    /** Hash of what was asked, so a reused key with a different request is caught. */
    fingerprint: text('fingerprint').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('ledger_transactions_idempotency_key_key').on(table.idempotencyKey)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Positive credits the account, negative debits it; a transaction's postings sum to zero. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** Running balance after this posting, for player accounts (their statement). */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_postings_account_id_idx').on(table.accountId, table.id),
    index('ledger_postings_transaction_id_idx').on(table.transactionId),
    check('ledger_postings_nonzero', sql`${table.amountMinor} <> 0`),
  ],
);

/** One-purpose token handed to the game provider at launch; never the player's access token. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    gameId: integer('game_id').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Set when the player has a loss or play-time limit (at launch, or set while the game is
     * open): each bet of this session is then checked against them on the market's calendar, in
     * this time zone. Players without limits pay nothing for it on the wallet's hot path.
     */
    limitsTimeZone: text('limits_time_zone'),
  },
  (table) => [
    uniqueIndex('game_sessions_token_hash_key').on(table.tokenHash),
    index('game_sessions_player_id_idx').on(table.playerId),
  ],
);

/** A round: from its bet to its settlement, as the casino saw it through the wallet calls. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    gameSessionId: bigint('game_session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    gameId: integer('game_id').notNull(),
    currency: text('currency').notNull(),
    betMinor: bigint('bet_minor', { mode: 'number' }).notNull().default(0),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['open', 'settled', 'rolled_back'] }).notNull(),
    balanceBeforeMinor: bigint('balance_before_minor', { mode: 'number' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rounds_provider_round_key').on(table.provider, table.roundId),
    index('game_rounds_player_game_idx').on(table.playerId, table.gameId, table.id),
    // Net losses per day, week and month for the loss limit.
    index('game_rounds_player_created_idx').on(table.playerId, table.createdAt),
    check('game_rounds_status_valid', sql`${table.status} in ('open', 'settled', 'rolled_back')`),
  ],
);

/**
 * Every wallet call the provider made, keyed by its transaction id, with the answer we gave:
 * a retry gets the same answer. A rollback that arrives before its bet leaves a `tombstone` row
 * under the bet's id, so the late bet is refused.
 */
export const walletCalls = pgTable(
  'wallet_calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    action: text('action', { enum: ['bet', 'win', 'rollback', 'tombstone'] }).notNull(),
    roundId: text('round_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** For an accepted bet: how much of the player's wagering requirement it paid off. */
    wageringAppliedMinor: bigint('wagering_applied_minor', { mode: 'number' }).notNull().default(0),
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wallet_calls_provider_transaction_key').on(table.provider, table.transactionId),
  ],
);

export const depositOrderStatuses = [
  'created',
  'pending',
  'paid',
  'expired',
  'failed',
  'review',
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public id, also the provider's merchantOrderId and the PIX txid: letters and digits only. */
    orderId: text('order_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The option's bonus rate when the order was made; the first-deposit offer is decided at credit. */
    givingRateBps: integer('giving_rate_bps').notNull(),
    method: text('method').notNull(),
    status: text('status', { enum: depositOrderStatuses }).notNull(),
    pspChargeId: text('psp_charge_id'),
    payUrl: text('pay_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** What the provider reported as paid, when it was paid (or paid a different amount). */
    paidAmountMinor: bigint('paid_amount_minor', { mode: 'number' }),
    /** The bonus credited with the deposit (first-deposit offer or the amount's rate). */
    bonusMinor: bigint('bonus_minor', { mode: 'number' }).notNull().default(0),
    isFirstDeposit: smallint('is_first_deposit').notNull().default(0),
    failureReason: text('failure_reason'),
    /** The ad-conversion outbox (seed: getFbRechargeRecords): 0 to report, 1 reported, 2 failed. */
    reportStatus: smallint('report_status').notNull().default(0),
    reportErrorCode: text('report_error_code'),
    reportEnableFlag: smallint('report_enable_flag').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deposit_orders_order_id_key').on(table.orderId),
    uniqueIndex('deposit_orders_psp_charge_id_key').on(table.pspChargeId),
    index('deposit_orders_player_idx').on(table.playerId, table.id),
    check(
      'deposit_orders_status_valid',
      sql`${table.status} in ('created', 'pending', 'paid', 'expired', 'failed', 'review')`,
    ),
    check('deposit_orders_amount_positive', sql`${table.amountMinor} > 0`),
    check('deposit_orders_bonus_nonnegative', sql`${table.bonusMinor} >= 0`),
  ],
);

/** Every payment-provider webhook event processed, by its id: a repeat is answered and ignored. */
export const pspEvents = pgTable('psp_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** What processing it did: credited, expired, review, ignored (and why). */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Deposit limits, as a history: a change is a new row, never an update. The limit in force at a
 * moment is the newest row already effective then, so a lower limit set after a pending raise
 * wins over it. Raises and removals are effective 24 hours after they are asked for.
 */
export const depositLimitChanges = pgTable(
  'deposit_limit_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    /** null: no limit. */
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('deposit_limit_changes_player_idx').on(table.playerId, table.period, table.id),
    check('deposit_limit_changes_period_valid', sql`${table.period} in ('day', 'week', 'month')`),
    check(
      'deposit_limit_changes_amount_positive',
      sql`${table.amountMinor} is null or ${table.amountMinor} > 0`,
    ),
  ],
);

/**
 * Staff of the operator: they review withdrawals (and later everything the console does). Created
 * only by the documented command (`npm run staff:create`), never with a default password; the
 * password is kept as an argon2id hash.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_accounts_username_key').on(sql`lower(${table.username})`)],
);

/** A staff sign-in: the token travels only as its SHA-256, like a player's. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_sessions_token_hash_key').on(table.tokenHash)],
);

/**
 * Where a player's withdrawals go: a PIX key, a CLABE, a card, a wallet number, a bank account.
 * The fields are kept as checked and normalised by `checkPayoutAccount` (`@sorte/markets`). A
 * removed account stays (withdrawals made to it keep their destination) but is no longer offered.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** A channel id of `payoutChannels` (`br_pix_cpf`, `mx_clabe`, …). */
    channel: text('channel').notNull(),
    /** The seed's order type code (CPF 1, BANK 2, PHONE 4, EMAIL 5, WALLET 6, QRCODE 7). */
    orderType: smallint('order_type').notNull(),
    account: text('account').notNull(),
    bankCode: text('bank_code'),
    holderName: text('holder_name').notNull(),
    holderCpf: text('holder_cpf'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('payout_accounts_player_idx').on(table.playerId, table.id),
    // One player does not keep the same destination twice.
    uniqueIndex('payout_accounts_player_destination_key')
      .on(table.playerId, table.channel, table.account)
      .where(sql`${table.removedAt} is null`),
  ],
);

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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public id, also the provider's merchantPayoutId: letters and digits only. */
    orderId: text('order_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    currency: text('currency').notNull(),
    /** Held from the balance; fee and tax come out of it, the rest arrives. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    arrivesMinor: bigint('arrives_minor', { mode: 'number' }).notNull(),
    payoutAccountId: bigint('payout_account_id', { mode: 'number' })
      .notNull()
      .references(() => payoutAccounts.id),
    channel: text('channel').notNull(),
    /** The destination as it was sent to the provider, kept even if the account changes later. */
    destination: jsonb('destination').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull(),
    /** Approved without a person (below the market's amount, account checks passed). */
    autoApproved: smallint('auto_approved').notNull().default(0),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staffAccounts.id),
    /** A rejection's reason, written by staff for the player. */
    rejectionReason: text('rejection_reason'),
    /** A failed payout's reason, as the provider reported it (`invalid_destination`, …). */
    failureReason: text('failure_reason'),
    pspPayoutId: text('psp_payout_id'),
    /** Where a compliance profile promises one (br-regulated: 120 minutes from the request). */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    reviewingAt: timestamp('reviewing_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it ended without a payout (rejected, failed, cancelled): the refund's time too. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawal_orders_order_id_key').on(table.orderId),
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

/**
 * Loss and play-time limits, as a history like deposit limits: a change is a new row. `loss`
 * limits net losses (bets − wins of the casino's own round records) per day, week or month, in
 * minor units; `time` limits minutes of play per day. Lower at once, higher after 24 hours.
 */
export const playLimitChanges = pgTable(
  'play_limit_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    kind: text('kind', { enum: ['loss', 'time'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    /** Minor units for a loss limit, minutes for a time limit; null: no limit. */
    amount: bigint('amount', { mode: 'number' }),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('play_limit_changes_player_idx').on(table.playerId, table.kind, table.period, table.id),
    check(
      'play_limit_changes_kind_period',
      sql`(${table.kind} = 'loss' and ${table.period} in ('day', 'week', 'month'))
        or (${table.kind} = 'time' and ${table.period} = 'day')`,
    ),
    check(
      'play_limit_changes_amount_positive',
      sql`${table.amount} is null or ${table.amount} > 0`,
    ),
  ],
);

export const supportTicketStatuses = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof supportTicketStatuses)[number];

/**
 * A player's request to support, from the contact form: `open` while it waits for staff,
 * `answered` once staff replied (a new message from the player opens it again), `closed` when
 * staff ended it. Its messages are in support_messages. A reply is unread for the player while
 * `last_reply_at` is later than `player_seen_at`.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public id: "ST" and ten random upper-case letters and digits. */
    ticketId: text('ticket_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** A topic of the contact form (`supportTopics`). */
    topic: text('topic').notNull(),
    status: text('status', { enum: supportTicketStatuses }).notNull(),
    messageCount: integer('message_count').notNull(),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** The latest staff reply. */
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    /** When the player last opened the ticket. */
    playerSeenAt: timestamp('player_seen_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => staffAccounts.id),
  },
  (table) => [
    uniqueIndex('support_tickets_ticket_id_key').on(table.ticketId),
    index('support_tickets_player_idx').on(table.playerId, table.id),
    index('support_tickets_status_idx').on(table.status, table.id),
    check('support_tickets_status_valid', sql`${table.status} in ('open', 'answered', 'closed')`),
    check(
      'support_tickets_closed_whole',
      sql`(${table.status} = 'closed') = (${table.closedAt} is not null)`,
    ),
    check('support_tickets_message_count_positive', sql`${table.messageCount} > 0`),
  ],
);

/** One message of a support ticket: the player's, or a staff member's reply the player reads. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => supportTickets.id),
    author: text('author', { enum: ['player', 'staff'] }).notNull(),
    /** The staff member who wrote a reply; null for the player's own messages. */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffAccounts.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_messages_ticket_idx').on(table.ticketId, table.id),
    check(
      'support_messages_author_valid',
      sql`(${table.author} = 'player' and ${table.staffId} is null)
        or (${table.author} = 'staff' and ${table.staffId} is not null)`,
    ),
    check('support_messages_body_length', sql`char_length(${table.body}) between 1 and 4000`),
  ],
);
