import type { SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { withdrawalOrders } from '../../db/schema';
import { lockPlayer } from '../ledger/lock-players';
import type { WithdrawalOrderRow } from './to-withdrawal-order-view';

/**
 * A withdrawal a call starts from (a verdict, a payout event, a refused payout): its player's locks
 * first, in the one order (decision 0016), then the order itself, read again under its own lock,
 * so the decision is made on what the last writer committed. Undefined when no order matches.
 */
export async function lockWithdrawal(
  tx: Transaction,
  which: SQL | undefined,
): Promise<WithdrawalOrderRow | undefined> {
  const [owner] = await tx
    .select({ playerId: withdrawalOrders.playerId })
    .from(withdrawalOrders)
    .where(which);
  if (!owner) return undefined;
  await lockPlayer(tx, owner.playerId);
  const [order] = await tx.select().from(withdrawalOrders).where(which).for('no key update');
  return order;
}
