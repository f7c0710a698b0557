// The double-entry ledger: accounts, transactions and their postings.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, uncheckedReference } from './columns';
import { players } from './account';

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
    id: identity(),
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
    id: identity(),
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
    id: identity(),
    /** ledger_transactions.id */
    transactionId: uncheckedReference('transaction_id'),
    /** ledger_accounts.id */
    accountId: uncheckedReference('account_id'),
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
