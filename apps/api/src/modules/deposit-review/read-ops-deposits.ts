import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isMarketCode } from '@sorte/markets';
import type { opsDepositView } from '@sorte/contracts';
import type { Database, Transaction } from '../../db/database';
import { depositOrders, players, staffAccounts } from '../../db/schema';

export type OpsDepositView = z.input<typeof opsDepositView>;

/**
 * Deposits as staff resolve them, with the player's public id and market and who resolved them:
 * the one read the queue and each resolution answer with.
 */
export async function readOpsDeposits(
  db: Database | Transaction,
  shape: { where: SQL | undefined; orderBy?: SQL; limit?: number },
): Promise<{ id: number; view: OpsDepositView }[]> {
  const query = db
    .select({
      order: depositOrders,
      playerExternalId: players.externalId,
      market: players.market,
      resolverUsername: staffAccounts.username,
    })
    .from(depositOrders)
    .innerJoin(players, eq(players.id, depositOrders.playerId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, depositOrders.resolvedBy))
    .where(shape.where)
    .$dynamic();
  if (shape.orderBy) query.orderBy(shape.orderBy);
  if (shape.limit !== undefined) query.limit(shape.limit);
  const rows = await query;
  return rows.map(({ order, playerExternalId, market, resolverUsername }) => {
    if (!isMarketCode(market)) throw new Error(`player of deposit ${order.orderId} has no market`);
    return {
      id: order.id,
      view: {
        orderId: order.orderId,
        playerId: playerExternalId,
        market,
        method: order.method,
        status: order.status,
        currency: order.currency,
        amountMinor: order.amountMinor,
        paidAmountMinor: order.paidAmountMinor,
        paidCurrency:
          order.paidAmountMinor === null ? null : (order.paidCurrency ?? order.currency),
        bonusMinor: order.bonusMinor,
        reviewReason: order.failureReason,
        createdAt: order.createdAt.toISOString(),
        pspChargeId: order.pspChargeId,
        resolvedBy: resolverUsername,
        resolvedAt: order.resolvedAt?.toISOString() ?? null,
        resolutionReason: order.resolutionReason,
        pspRefundId: order.pspRefundId,
      },
    };
  });
}

/** One deposit as staff see it, read in the caller's transaction (after its change). */
export async function readOpsDeposit(tx: Database | Transaction, orderRowId: number) {
  const [row] = await readOpsDeposits(tx, { where: eq(depositOrders.id, orderRowId) });
  if (!row) throw new Error(`deposit ${orderRowId} vanished`);
  return row.view;
}
