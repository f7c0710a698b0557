import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CallData, allWithdrawOrders, withdrawProcess } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { keysetPage } from '../../db/keyset-page';
import { payoutAccounts, withdrawalOrders } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { toWithdrawalOrderView } from './to-withdrawal-order-view';
import type { WithdrawalOrderRow } from './to-withdrawal-order-view';

async function viewsOf(db: Database, playerId: number, rows: WithdrawalOrderRow[]) {
  const ids = [...new Set(rows.map((row) => row.payoutAccountId))];
  const held =
    ids.length === 0
      ? []
      : await db
          .select({ id: payoutAccounts.id })
          .from(payoutAccounts)
          .where(
            and(
              inArray(payoutAccounts.id, ids),
              eq(payoutAccounts.playerId, playerId),
              isNull(payoutAccounts.removedAt),
            ),
          );
  const stillHeld = new Set(held.map((row) => row.id));
  return rows.map((row) => toWithdrawalOrderView(row, stillHeld.has(row.payoutAccountId)));
}

/**
 * One of the player's withdrawals with its stages. Without an order id: the one being processed,
 * or else the latest; null when the player never asked for one. Another player's order is
 * unknown here, exactly like one that does not exist.
 */
export async function readWithdrawalProcess(
  db: Database,
  input: { playerId: number; orderId?: string },
): Promise<CallData<typeof withdrawProcess>> {
  const mine = eq(withdrawalOrders.playerId, input.playerId);
  const [row] = input.orderId
    ? await db
        .select()
        .from(withdrawalOrders)
        .where(and(mine, eq(withdrawalOrders.orderId, input.orderId)))
    : await db
        .select()
        .from(withdrawalOrders)
        .where(mine)
        .orderBy(desc(withdrawalOrders.id))
        .limit(1);
  if (!row) {
    if (input.orderId) throw new PlayerError('withdrawal_unknown', 404);
    return { order: null };
  }
  const [view] = await viewsOf(db, input.playerId, [row]);
  return { order: view ?? null };
}

/** The player's withdrawals, newest first, a page at a time (keyset on the order's row id). */
export async function listWithdrawalOrders(
  db: Database,
  input: { playerId: number; pageSize: number; cursor?: number },
): Promise<CallData<typeof allWithdrawOrders>> {
  const paging = keysetPage(withdrawalOrders.id, 'newest first', input);
  const rows = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.playerId, input.playerId), paging.after))
    .orderBy(paging.orderBy)
    .limit(paging.limit);
  const { page, nextCursor } = paging.cut(rows, (row) => row.id);
  return {
    list: await viewsOf(db, input.playerId, page),
    nextCursor,
  };
}
