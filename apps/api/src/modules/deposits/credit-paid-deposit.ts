import { and, eq, ne, sql } from 'drizzle-orm';
import { depositBonusFor, getMarket, isMarketCode } from '@sorte/markets';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Transaction } from '../../db/database';
import { depositOrders, players } from '../../db/schema';
import { postTransaction } from '../ledger/post-transaction';
import { depositBonusTransaction } from '../ledger/postings/deposit-bonus-transaction';
import { depositTransaction } from '../ledger/postings/deposit-transaction';
import { qualifyInvitation } from '../rewards/invitations';
import { judgeDepositCredit } from './judge-deposit-credit';

import type { DepositOrderRow } from './lock-deposit-order';

/** Thrown inside the credit's savepoint so everything it posted is undone. */
class CreditNotApplied extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Credits a paid deposit inside the webhook's database transaction: the deposit from the
 * provider's clearing account and its bonus from promotions, each adding its turnover. The credit
 * runs in a savepoint: if the ledger answers that a key was already used, the savepoint is undone
 * and the order goes to review instead, so nothing is ever credited twice or half.
 */
export async function creditPaidDeposit(
  tx: Transaction,
  order: DepositOrderRow,
  chargeId: string,
  paidAt: Date,
  complianceProfileOf: (market: MarketCode) => ComplianceProfile,
): Promise<'credited' | 'review'> {
  const decision = await decideDepositBonus(tx, order, complianceProfileOf);
  const { isFirstDeposit } = decision;
  const movement = { playerId: order.playerId, currency: order.currency, orderId: order.orderId };
  try {
    await tx.transaction(async (credit) => {
      const deposit = await postTransaction(
        credit,
        depositTransaction({
          ...movement,
          chargeId,
          amountMinor: order.amountMinor,
          wageringAddedMinor: decision.depositWageringMinor,
        }),
      );
      const bonus =
        decision.bonusMinor > 0 && deposit.status === 'applied'
          ? await postTransaction(
              credit,
              depositBonusTransaction({
                ...movement,
                bonusMinor: decision.bonusMinor,
                wageringAddedMinor: decision.bonusWageringMinor,
              }),
            )
          : null;
      const verdict = judgeDepositCredit(deposit, bonus);
      if (verdict.status === 'review') throw new CreditNotApplied(verdict.reason);
    });
  } catch (error) {
    if (!(error instanceof CreditNotApplied)) throw error;
    await tx
      .update(depositOrders)
      .set({
        status: 'review',
        paidAmountMinor: order.amountMinor,
        failureReason: error.reason,
        updatedAt: new Date(),
      })
      .where(eq(depositOrders.id, order.id));
    return 'review';
  }

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
  // An invited player's first deposit of the qualifying amount earns their inviter a reward.
  await qualifyInvitation(
    tx,
    {
      playerId: order.playerId,
      market: decision.market,
      complianceProfile: complianceProfileOf(decision.market),
    },
    order.amountMinor,
    paidAt,
  );
  return 'credited';
}

/**
 * The deposit's bonus and turnover: the market's rate and, for the player's first paid deposit,
 * the first-deposit offer, unless the compliance profile forbids advance bonuses.
 */
export async function decideDepositBonus(
  tx: Transaction,
  order: DepositOrderRow,
  complianceProfileOf: (market: MarketCode) => ComplianceProfile,
) {
  // The caller holds the player's locks (lockDepositOrder), so two deposits of one player paid at
  // once are credited one after the other and cannot both take the first-deposit offer.
  const [player] = await tx
    .select({ market: players.market })
    .from(players)
    .where(eq(players.id, order.playerId));
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
  const bonusesAllowed = complianceProfileOf(market.code).advanceBonusesAllowed;
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

  return { ...decision, isFirstDeposit, market: market.code };
}
