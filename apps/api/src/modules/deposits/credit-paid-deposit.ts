import { and, eq, ne, sql } from 'drizzle-orm';
import { depositBonusFor, getMarket, isMarketCode } from '@sorte/markets';
import type { Transaction } from '../../db/database';
import { depositOrders, ledgerAccounts, players } from '../../db/schema';
import { postTransaction } from '../ledger/post-transaction';

type DepositOrderRow = typeof depositOrders.$inferSelect;

/**
 * Credits a paid deposit inside the webhook's database transaction: the deposit from the
 * provider's clearing account, its bonus from promotions, and the wagering both add. Keyed by the
 * charge, so a second event about the same payment can never credit it twice.
 */
export async function creditPaidDeposit(
  tx: Transaction,
  order: DepositOrderRow,
  chargeId: string,
  paidAt: Date,
): Promise<{ bonusMinor: number }> {
  // Locked so two deposits of one player paid at once cannot both take the first-deposit offer.
  const [player] = await tx
    .select({ market: players.market })
    .from(players)
    .where(eq(players.id, order.playerId))
    .for('update');
  if (!player || !isMarketCode(player.market)) {
    throw new Error(`order ${order.orderId} belongs to no player of a known market`);
  }
  const [earlier] = await tx
    .select({ paid: sql<number>`count(*)::int` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.playerId, order.playerId),
        eq(depositOrders.status, 'paid'),
        ne(depositOrders.id, order.id),
      ),
    );
  const isFirstDeposit = (earlier?.paid ?? 0) === 0;
  const market = getMarket(player.market);
  // A market whose compliance profile forbids advance bonuses pays none (PRODUCT.md §3.10).
  const bonusesAllowed = market.complianceProfile.advanceBonusesAllowed;
  const decision = depositBonusFor({
    amountMinor: order.amountMinor,
    givingRateBps: bonusesAllowed ? order.givingRateBps : 0,
    firstDepositOffer:
      bonusesAllowed && isFirstDeposit
        ? { amountMinor: market.firstDepositMinor, arrivalMinor: market.arrivalMinor }
        : null,
    depositWageringMultiple: market.depositWageringMultiple,
    bonusWageringMultiple: market.bonusWageringMultiple,
  });

  const playerAccount = { kind: 'player', playerId: order.playerId } as const;
  const reference = `deposit:${order.orderId}`;
  await postTransaction(tx, {
    idempotencyKey: `psp:charge:${chargeId}`,
    kind: 'deposit',
    currency: order.currency,
    reference,
    postings: [
      { account: { kind: 'system', name: 'psp:clearing' }, amountMinor: -order.amountMinor },
      { account: playerAccount, amountMinor: order.amountMinor },
    ],
  });
  if (decision.bonusMinor > 0) {
    await postTransaction(tx, {
      idempotencyKey: `deposit-bonus:${order.orderId}`,
      kind: 'bonus',
      currency: order.currency,
      reference,
      postings: [
        { account: { kind: 'system', name: 'promotions' }, amountMinor: -decision.bonusMinor },
        { account: playerAccount, amountMinor: decision.bonusMinor },
      ],
    });
  }
  await tx
    .update(ledgerAccounts)
    .set({
      wageringRemainingMinor: sql`${ledgerAccounts.wageringRemainingMinor} + ${decision.wageringAddedMinor}`,
    })
    .where(
      and(
        eq(ledgerAccounts.playerId, order.playerId),
        eq(ledgerAccounts.currency, order.currency),
        eq(ledgerAccounts.kind, 'player'),
      ),
    );
  await tx
    .update(depositOrders)
    .set({
      status: 'paid',
      paidAmountMinor: order.amountMinor,
      bonusMinor: decision.bonusMinor,
      isFirstDeposit: isFirstDeposit ? 1 : 0,
      paidAt,
      updatedAt: new Date(),
    })
    .where(eq(depositOrders.id, order.id));
  return { bonusMinor: decision.bonusMinor };
}
