import type { gameRounds } from '../../db/schema';

type GameRoundRow = typeof gameRounds.$inferSelect;

/** A round as the casino recorded it from the provider's wallet calls. */
export function toRecordedRound(row: GameRoundRow) {
  return {
    roundId: row.roundId,
    gameId: row.gameId,
    betMinor: row.betMinor,
    winMinor: row.winMinor,
    netMinor: row.winMinor - row.betMinor,
    status: row.status,
    balanceBeforeMinor: row.balanceBeforeMinor,
    balanceAfterMinor: row.balanceAfterMinor,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
