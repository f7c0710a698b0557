import { sql } from 'drizzle-orm';
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
import type { GameOutcome } from '../page-api/answers';

/**
 * The provider's own records, in their own PostgreSQL schema: with DATABASE_URL it shares a
 * database with the casino but never its tables, as a real third party would not.
 */
export const provider = pgSchema('provider');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A player's provably-fair seeds: the server seed stays secret until the pair is rotated. */
export const seedPairs = provider.table(
  'seed_pairs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The casino's public player id, from /wallet/balance. */
    playerRef: text('player_ref').notNull(),
    serverSeed: text('server_seed').notNull(),
    /** The commitment shown before any round is played with the seed. */
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: bigint('next_nonce', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    // One pair in play per player; revealed pairs stay for verification.
    uniqueIndex('seed_pairs_active_player_key')
      .on(table.playerRef)
      .where(sql`${table.revealedAt} is null`),
    uniqueIndex('seed_pairs_server_seed_hash_key').on(table.serverSeedHash),
    check('seed_pairs_next_nonce_nonnegative', sql`${table.nextNonce} >= 0`),
  ],
);

/** Game session tokens the casino handed out, by hash: the token itself is never stored here. */
export const gameSessions = provider.table('game_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  playerRef: text('player_ref').notNull(),
  gameId: integer('game_id').notNull(),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
  returnUrl: text('return_url'),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roundStatuses = ['pending', 'bet_placed', 'settled', 'rolled_back', 'failed'] as const;
export type RoundStatus = (typeof roundStatuses)[number];

/** One round: a bet, its outcome from the committed seeds, and its win, as the wallet saw them. */
export const rounds = provider.table(
  'rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: text('round_id').notNull(),
    playerRef: text('player_ref').notNull(),
    gameId: integer('game_id').notNull(),
    currency: text('currency').notNull(),
    betMinor: bigint('bet_minor', { mode: 'number' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull(),
    /** The round as its game computed it (its own outcome type): enough to replay the round. */
    outcome: jsonb('outcome').$type<GameOutcome>().notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => seedPairs.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    status: text('status', { enum: roundStatuses }).notNull(),
    balanceBeforeMinor: bigint('balance_before_minor', { mode: 'number' }),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }),
    /**
     * The game session token, kept only while the round is unfinished: settling a round later
     * (win or rollback) needs it, and the casino accepts it for that even after it expired.
     */
    settlementToken: text('settlement_token'),
    settleAttempts: integer('settle_attempts').notNull().default(0),
    nextSettleAt: timestamp('next_settle_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('rounds_round_id_key').on(table.roundId),
    uniqueIndex('rounds_seed_pair_nonce_key').on(table.seedPairId, table.nonce),
    index('rounds_player_game_idx').on(table.playerRef, table.gameId, table.id),
    index('rounds_unfinished_idx')
      .on(table.nextSettleAt)
      .where(sql`${table.status} in ('pending', 'bet_placed')`),
    check(
      'rounds_status_valid',
      sql`${table.status} in ('pending', 'bet_placed', 'settled', 'rolled_back', 'failed')`,
    ),
    check('rounds_amounts_nonnegative', sql`${table.betMinor} > 0 and ${table.winMinor} >= 0`),
  ],
);
