import { and, eq } from 'drizzle-orm';
import type { CallData, cancelWithdrawal as cancelWithdrawalCall } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { withdrawalOrders } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { lockPlayer } from '../ledger/lock-players';
import { endWithdrawalWithRefund } from './end-withdrawal-with-refund';
import { toWithdrawalOrderView } from './to-withdrawal-order-view';

/**
 * The player takes a withdrawal back while it is still requested or in review: it ends as
 * cancelled and the whole amount returns to the balance in the same transaction. Once approved,
 * the money may already be on its way, so it can no longer be cancelled.
 */
export async function cancelWithdrawal(
  db: Database,
  input: { playerId: number; orderId: string; now?: Date },
): Promise<CallData<typeof cancelWithdrawalCall>> {
  const now = input.now ?? new Date();
  return moneyTransaction(db, async (tx) => {
    // The player's locks first (decision 0016): a verdict or a payout event on this order decided
    // before us is read as committed, and the player is told the order's true state.
    await lockPlayer(tx, input.playerId);
    const [order] = await tx
      .select()
      .from(withdrawalOrders)
      .where(
        and(
          eq(withdrawalOrders.orderId, input.orderId),
          eq(withdrawalOrders.playerId, input.playerId),
        ),
      )
      .for('no key update');
    if (!order) throw new PlayerError('withdrawal_unknown', 404);
    if (order.status !== 'requested' && order.status !== 'reviewing') {
      throw new PlayerError('withdrawal_not_cancellable', 409);
    }
    const ended = await endWithdrawalWithRefund(tx, order, { status: 'cancelled' }, now);
    return { order: toWithdrawalOrderView(ended, true) };
  });
}
