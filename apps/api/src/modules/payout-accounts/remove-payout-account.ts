import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payoutAccounts } from '../../db/schema';
import { PlayerError } from '../../http/player-error';

/**
 * Takes an account off the player's list. The row stays: withdrawals sent to it keep their
 * destination, and the same destination can be added again later.
 */
export async function removePayoutAccount(
  db: Database,
  input: { playerId: number; accountId: number },
): Promise<Record<string, never>> {
  const [removed] = await db
    .update(payoutAccounts)
    .set({ removedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(payoutAccounts.id, input.accountId),
        eq(payoutAccounts.playerId, input.playerId),
        isNull(payoutAccounts.removedAt),
      ),
    )
    .returning({ id: payoutAccounts.id });
  if (!removed) throw new PlayerError('payout_account_unknown', 404);
  return {};
}
