// Game launches and the casino's record of each round.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, reference, uncheckedReference } from './columns';
import { players } from './account';

/** One-purpose token handed to the game provider at launch; never the player's access token. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: identity(),
    tokenHash: text('token_hash').notNull(),
    playerId: reference('player_id', () => players.id),
    gameId: integer('game_id').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
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
    id: identity(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    /** players.id */
    playerId: uncheckedReference('player_id'),
    /** game_sessions.id */
    gameSessionId: uncheckedReference('game_session_id'),
    gameId: integer('game_id').notNull(),
    currency: text('currency').notNull(),
    betMinor: bigint('bet_minor', { mode: 'number' }).notNull().default(0),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['open', 'settled', 'rolled_back'] }).notNull(),
    balanceBeforeMinor: bigint('balance_before_minor', { mode: 'number' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    uniqueIndex('game_rounds_provider_round_key').on(table.provider, table.roundId),
    index('game_rounds_player_game_idx').on(table.playerId, table.gameId, table.id),
    // Net losses per day, week and month for the loss limit.
    index('game_rounds_player_created_idx').on(table.playerId, table.createdAt),
    check('game_rounds_status_valid', sql`${table.status} in ('open', 'settled', 'rolled_back')`),
  ],
);
