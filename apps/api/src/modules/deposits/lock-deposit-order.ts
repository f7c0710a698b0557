import type { SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { depositOrders } from '../../db/schema';
import { lockPlayer } from '../ledger/lock-players';

export type DepositOrderRow = typeof depositOrders.$inferSelect;

/**
 * A deposit order a call starts from (a charge event): its player's locks first, in the one order
 * (decision 0016), then the order itself, read again under its own lock, so the decision is made
 * on what the last writer committed. Undefined when no order matches.
 */
export async function lockDepositOrder(
  tx: Transaction,
  which: SQL | undefined,
): Promise<DepositOrderRow | undefined> {
  const [owner] = await tx
    .select({ playerId: depositOrders.playerId })
    .from(depositOrders)
    .where(which);
  if (!owner) return undefined;
  await lockPlayer(tx, owner.playerId);
  const [order] = await tx.select().from(depositOrders).where(which).for('no key update');
  return order;
}
