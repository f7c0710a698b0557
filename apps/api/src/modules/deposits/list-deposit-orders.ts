import { desc, eq } from 'drizzle-orm';
import type { CallData, chargeOrderList } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { depositOrders } from '../../db/schema';
import type { Language } from '../../i18n/messages';
import { toDepositOrderView } from './deposit-order-view';

type ChargeOrderListData = CallData<typeof chargeOrderList>;

/** The player's deposits, newest first. */
export async function listDepositOrders(
  db: Database,
  input: { playerId: number; pageSize: number; language: Language },
): Promise<ChargeOrderListData> {
  const rows = await db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.playerId, input.playerId))
    .orderBy(desc(depositOrders.id))
    .limit(input.pageSize);
  return { list: rows.map((row) => toDepositOrderView(row, input.language)) };
}
