// The wallet API's memory of every call the game provider made.
import { bigint, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, uncheckedReference } from './columns';

/**
 * Every wallet call the provider made, keyed by its transaction id, with the answer we gave:
 * a retry gets the same answer. A rollback that arrives before its bet leaves a `tombstone` row
 * under the bet's id, so the late bet is refused.
 */
export const walletCalls = pgTable(
  'wallet_calls',
  {
    id: identity(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    action: text('action', { enum: ['bet', 'win', 'rollback', 'tombstone'] }).notNull(),
    roundId: text('round_id').notNull(),
    /** players.id */
    playerId: uncheckedReference('player_id'),
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
