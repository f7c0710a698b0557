import { and, count, eq } from 'drizzle-orm';
import { depositOptionsFor, getMarket, isUserType } from '@sorte/markets';
import type { DepositChoice, Market, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { depositOrders, players } from '../../db/schema';

export interface PlayerDepositChoice extends DepositChoice {
  market: Market;
  paidDepositCount: number;
}

/** The drawer's amounts for one player: their market, their user type, their deposits so far. */
export async function readDepositChoice(
  db: Database,
  playerId: number,
  marketCode: MarketCode,
): Promise<PlayerDepositChoice> {
  const [row] = await db
    .select({ userType: players.userType })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  const [paid] = await db
    .select({ paidDepositCount: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.playerId, playerId), eq(depositOrders.status, 'paid')));
  const userType = row?.userType ?? 1;
  if (!isUserType(userType)) throw new Error(`player ${playerId} has user type ${userType}`);
  const paidDepositCount = paid?.paidDepositCount ?? 0;
  return {
    ...depositOptionsFor(marketCode, userType, paidDepositCount),
    market: getMarket(marketCode),
    paidDepositCount,
  };
}
