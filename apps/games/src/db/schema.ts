import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/**
 * A player's provably-fair seeds. The server seed stays secret until the pair is rotated; the
 * next pair's server seed is drawn and its hash published with this one, before the player
 * chooses a client seed for it, and becomes the server seed of the pair a rotation starts.
 */
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
    /** False while the client seed is the provider's placeholder, before the page or player set one. */
    clientSeedChosen: boolean('client_seed_chosen').notNull().default(false),
    nextNonce: bigint('next_nonce', { mode: 'number' }).notNull().default(0),
    /**
     * The server seed the next pair will use, secret like this one; cleared once this pair is
     * revealed (it lives on as the next pair's server seed). Its hash stays, as the record of what
     * this pair committed to.
     */
    nextServerSeed: text('next_server_seed'),
    /** Null only on pairs revealed before the provider published next seeds. */
    nextServerSeedHash: text('next_server_seed_hash'),
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
    check(
      'seed_pairs_next_seed_while_active',
      sql`${table.revealedAt} is not null or (${table.nextServerSeed} is not null and ${table.nextServerSeedHash} is not null)`,
    ),
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

/**
 * pending: outcome fixed, bet not confirmed; awaiting_decision: a game with a decision (Teen
 * Patti) took its first bet and waits for the player; second_bet_pending: the decision's bet (the
 * play bet) is sent and not answered yet; bet_placed: every bet taken, the win not delivered yet;
 * then settled, rolled_back (a bet never confirmed, returned) or failed (the first bet refused).
 */
export const roundStatuses = [
  'pending',
  'awaiting_decision',
  'second_bet_pending',
  'bet_placed',
  'settled',
  'rolled_back',
  'failed',
] as const;
export type RoundStatus = (typeof roundStatuses)[number];

/** Who made a round's decision: the player, the provider at the deadline, or a refused play bet. */
export const decisionMakers = ['player', 'timeout', 'second_bet_refused'] as const;
export type DecisionMaker = (typeof decisionMakers)[number];

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
    /** A game with a decision: what was decided ('play', 'fold') and by whom; null until then. */
    decision: text('decision'),
    decidedBy: text('decided_by', { enum: decisionMakers }),
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
      .where(
        sql`${table.status} in ('pending', 'awaiting_decision', 'second_bet_pending', 'bet_placed')`,
      ),
    // A player's rounds found by the seeds they were played with (the history's search).
    index('rounds_player_seed_idx').on(table.playerRef, table.serverSeedHash, table.nonce),
    check(
      'rounds_status_valid',
      sql`${table.status} in ('pending', 'awaiting_decision', 'second_bet_pending', 'bet_placed', 'settled', 'rolled_back', 'failed')`,
    ),
    check(
      'rounds_decided_by_valid',
      sql`${table.decidedBy} is null or ${table.decidedBy} in ('player', 'timeout', 'second_bet_refused')`,
    ),
    check('rounds_amounts_nonnegative', sql`${table.betMinor} > 0 and ${table.winMinor} >= 0`),
  ],
);
