import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  CallBody,
  CallData,
  getFbRechargeRecords,
  updateFbRechargeRecords,
} from '@sorte/contracts';
import type { Database } from '../../db/database';
import { depositOrders } from '../../db/schema';

/** The conversion outbox holds at most this many records per read. */
const recordsPerReadMax = 50;

/**
 * The deposit-conversion outbox (seed: getFbRechargeRecords): the player's paid deposits not yet
 * reported, still enabled. The web app's consent-gated tracking module reads and reports them.
 */
export async function readConversionRecords(
  db: Database,
  playerId: number,
): Promise<CallData<typeof getFbRechargeRecords>> {
  const rows = await db
    .select({
      orderId: depositOrders.orderId,
      amount: depositOrders.amountMinor,
      isFirstDeposit: depositOrders.isFirstDeposit,
    })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.playerId, playerId),
        eq(depositOrders.status, 'paid'),
        eq(depositOrders.reportStatus, 0),
        eq(depositOrders.reportEnableFlag, 1),
      ),
    )
    .orderBy(desc(depositOrders.id))
    .limit(recordsPerReadMax);
  return {
    fbRechargeRecords: rows.map((row) => ({
      orderId: row.orderId,
      amount: row.amount,
      isFirstRecharge: row.isFirstDeposit === 1 ? 1 : 0,
    })),
  };
}

/** Records how reporting went, for the player's own paid deposits only. */
export async function updateConversionRecords(
  db: Database,
  playerId: number,
  body: CallBody<typeof updateFbRechargeRecords>,
): Promise<CallData<typeof updateFbRechargeRecords>> {
  const updated = await db
    .update(depositOrders)
    .set({
      reportStatus: body.reportStatus,
      reportErrorCode: body.reportStatus === 2 ? (body.errorCode ?? 'unknown') : null,
      ...(body.enableFlag === undefined ? {} : { reportEnableFlag: body.enableFlag }),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(depositOrders.playerId, playerId),
        eq(depositOrders.status, 'paid'),
        inArray(depositOrders.orderId, body.orderIds),
      ),
    )
    .returning({ orderId: depositOrders.orderId });
  return { updated: updated.length };
}
