import { eq } from 'drizzle-orm';
import type { CallData, opsSetUserType, userTypeLetters } from '@sorte/contracts';
import { userTypes } from '@sorte/markets';
import type { Database } from '../../db/database';
import { players } from '../../db/schema';
import { recordAudit } from '../staff/record-audit';
import { toOpsPlayerSummary } from './to-ops-player-summary';
import { lockPlayer } from '../ledger/lock-players';
import { findPlayer } from './find-player';

/**
 * Sets a player's user type (the seed's A to F, which picks their deposit and withdrawal lists),
 * with an audit row of the type before and after in the same transaction. The player is locked
 * by the one lock order (`lockPlayer`) and re-read, so two admins changing it at once are audited
 * in the order they took effect, each with the true type before.
 */
export async function setUserType(
  db: Database,
  input: { playerId: string; userType: (typeof userTypeLetters)[number]; staffId: number },
): Promise<CallData<typeof opsSetUserType>> {
  return db.transaction(async (tx) => {
    const found = await findPlayer(tx, input.playerId);
    await lockPlayer(tx, found.id);
    const before = await findPlayer(tx, input.playerId);
    const [after] = await tx
      .update(players)
      .set({ userType: userTypes[input.userType] })
      .where(eq(players.id, before.id))
      .returning();
    if (!after) throw new Error(`player ${before.id} vanished while locked`);
    const summaryBefore = toOpsPlayerSummary(before);
    const summaryAfter = toOpsPlayerSummary(after);
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'player.set_user_type',
      subject: `player:${before.externalId}`,
      before: { userType: summaryBefore.userType },
      after: { userType: summaryAfter.userType },
    });
    return { player: summaryAfter };
  });
}
