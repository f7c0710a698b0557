import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { manualAdjustments, players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { lockPlayer } from '../ledger/lock-players';

/**
 * An adjustment as a decision on it finds it: its player's locks first (the one lock order, as
 * every money path takes them), then the adjustment row, re-read after the locks so the loser of
 * two approvals sent together sees the winner's `posted` and is told so.
 */
export async function lockAdjustment(tx: Transaction, adjustmentId: string) {
  const [known] = await tx
    .select({ playerId: manualAdjustments.playerId, market: players.market })
    .from(manualAdjustments)
    .innerJoin(players, eq(players.id, manualAdjustments.playerId))
    .where(eq(manualAdjustments.adjustmentId, adjustmentId));
  if (!known) throw new PlayerError('adjustment_unknown', 404);
  await lockPlayer(tx, known.playerId);
  const [adjustment] = await tx
    .select()
    .from(manualAdjustments)
    .where(eq(manualAdjustments.adjustmentId, adjustmentId))
    .for('no key update');
  if (!adjustment) throw new Error(`adjustment ${adjustmentId} vanished under its player's lock`);
  return { adjustment, market: known.market };
}
