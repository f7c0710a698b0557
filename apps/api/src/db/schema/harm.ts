// Markers of harm: each player's daily score with its evidence, and what staff did about it.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, reference } from './columns';
import { players } from './account';
import { staffAccounts } from './staff';

/**
 * A player's markers of harm on a day of their market (modules/harm): which fired, with the
 * figures behind each. Scored again during the day; one row per player and day.
 */
export const harmScores = pgTable(
  'harm_scores',
  {
    id: identity(),
    playerId: reference('player_id', () => players.id),
    day: date('day', { mode: 'string' }).notNull(),
    score: integer('score').notNull(),
    markers: jsonb('markers').notNull(),
    scoredAt: instant('scored_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('harm_scores_player_day_key').on(table.playerId, table.day),
    index('harm_scores_day_score_idx').on(table.day, table.score),
  ],
);

export const harmInteractionKinds = ['message', 'cooling_off', 'restriction'] as const;

/**
 * What staff did for a player the markers pointed at: a message, a suggested cooling-off or a
 * restriction (a break they may lengthen, never shorten). The player reads the message in the
 * app (`readAt` once they have); `note` is for staff only.
 */
export const harmInteractions = pgTable(
  'harm_interactions',
  {
    id: identity(),
    playerId: reference('player_id', () => players.id),
    staffId: reference('staff_id', () => staffAccounts.id),
    kind: text('kind', { enum: harmInteractionKinds }).notNull(),
    note: text('note').notNull(),
    breakUntil: instant('break_until'),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (table) => [
    index('harm_interactions_player_idx').on(table.playerId, table.id),
    check(
      'harm_interactions_kind_valid',
      sql`${table.kind} in ('message', 'cooling_off', 'restriction')`,
    ),
  ],
);
