import type { z } from 'zod';
import type { opsPlayerSummary } from '@sorte/contracts';
import { isMarketCode, isUserType, userTypeLetterOf } from '@sorte/markets';
import type { players } from '../../db/schema';

export type PlayerRow = typeof players.$inferSelect;
export type OpsPlayerSummary = z.input<typeof opsPlayerSummary>;

/** A player's row as staff see it in lists; a market or type outside the tables is a bug. */
export function toOpsPlayerSummary(row: PlayerRow): OpsPlayerSummary {
  if (!isMarketCode(row.market)) throw new Error(`player ${row.id} has unknown market`);
  if (!isUserType(row.userType)) throw new Error(`player ${row.id} has unknown user type`);
  return {
    playerId: row.externalId,
    userId: row.id,
    market: row.market,
    nick: row.nick,
    username: row.username,
    email: row.email,
    phone: row.phone,
    userType: userTypeLetterOf(row.userType),
    createdAt: row.createdAt.toISOString(),
  };
}
