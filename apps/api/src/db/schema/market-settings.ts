// The market settings staff save in the console: every version kept, the newest in force.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MarketSettings } from '@sorte/markets';
import { createdAt, identity, reference } from './columns';
import { staffAccounts } from './staff';

/**
 * One saved version of a market's settings (`MarketSettings`, whole). Versions count up from 1 per
 * market; the unique (market, version) is what refuses a save over a version that is no longer the
 * newest. An insert raises `market_settings_changed` so every api process puts it in force.
 */
export const marketSettingsVersions = pgTable(
  'market_settings_versions',
  {
    id: identity(),
    market: text('market').notNull(),
    version: integer('version').notNull(),
    settings: jsonb('settings').$type<MarketSettings>().notNull(),
    note: text('note').notNull(),
    staffId: reference('staff_id', () => staffAccounts.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('market_settings_versions_market_version_key').on(table.market, table.version),
    check('market_settings_versions_version_positive', sql`${table.version} > 0`),
  ],
);
