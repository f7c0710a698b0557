import { eq } from 'drizzle-orm';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { depositBonusRules } from '@sorte/contracts';
import type { Database, Transaction } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { depositOrders } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { decideDepositBonus } from '../deposits/credit-paid-deposit';
import { lockDepositOrder } from '../deposits/lock-deposit-order';
import type { DepositOrderRow } from '../deposits/lock-deposit-order';
import { postTransaction } from '../ledger/post-transaction';
import { depositBonusTransaction } from '../ledger/postings/deposit-bonus-transaction';
import { depositReviewCreditTransaction } from '../ledger/postings/deposit-review-transactions';
import { qualifyInvitation } from '../rewards/invitations';
import { recordAudit } from '../staff/record-audit';
import { holdReviewPayment, paymentOf } from './hold-review-payment';
import { readOpsDeposit } from './read-ops-deposits';

type BonusRule = (typeof depositBonusRules)[number];
type ProfileOf = (market: MarketCode) => ComplianceProfile;

/** The bonus rules as a deposit of what was paid meets them: the same rule a webhook credit uses. */
async function bonusFor(tx: Transaction, order: DepositOrderRow, profileOf: ProfileOf) {
  const decision = await decideDepositBonus(
    tx,
    { ...order, amountMinor: paymentOf(order).amountMinor },
    profileOf,
  );
  const rule: BonusRule =
    decision.bonusMinor === 0
      ? 'none'
      : decision.firstDepositOffer
        ? 'first_deposit_offer'
        : 'deposit_rate';
  return { ...decision, rule };
}

/** Posts the credit and its bonus, each through the ledger's one writer; anything but applied is a bug. */
async function postCredit(
  tx: Transaction,
  order: DepositOrderRow,
  bonus: Awaited<ReturnType<typeof bonusFor>>,
): Promise<void> {
  const movement = { playerId: order.playerId, currency: order.currency, orderId: order.orderId };
  const credit = await postTransaction(
    tx,
    depositReviewCreditTransaction({
      ...movement,
      amountMinor: paymentOf(order).amountMinor,
      wageringAddedMinor: bonus.depositWageringMinor,
    }),
  );
  if (credit.status !== 'applied') throw new Error(`credit of ${order.orderId}: ${credit.status}`);
  if (bonus.bonusMinor === 0) return;
  const paid = await postTransaction(
    tx,
    depositBonusTransaction({
      ...movement,
      bonusMinor: bonus.bonusMinor,
      wageringAddedMinor: bonus.bonusWageringMinor,
    }),
  );
  if (paid.status !== 'applied') throw new Error(`bonus of ${order.orderId}: ${paid.status}`);
}

/**
 * Staff credit a deposit in review with the amount actually paid, and the bonus the deposit rules
 * give that amount (decided as a webhook credit decides it, under the player's locks). One ledger
 * movement out of review, with the reason, audited, in one transaction after the player's locks
 * (decision 0016). Asking again answers the credited deposit; a deposit refunded, being refunded
 * or paid in another currency is refused, and nothing moves.
 */
export async function creditDepositInReview(
  db: Database,
  input: { orderId: string; staffId: number; reason: string; complianceProfileOf: ProfileOf },
) {
  return moneyTransaction(db, async (tx) => {
    const order = await lockDepositOrder(tx, eq(depositOrders.orderId, input.orderId));
    if (!order) throw new PlayerError('deposit_unknown', 404);
    if (order.status === 'paid' && order.resolvedBy !== null) {
      const again = await bonusFor(tx, order, input.complianceProfileOf);
      return { order: await readOpsDeposit(tx, order.id), bonusRule: again.rule };
    }
    if (order.status !== 'review' || order.refundRequestedAt !== null) {
      throw new PlayerError('deposit_not_in_review', 409);
    }
    if (paymentOf(order).currency !== order.currency) {
      throw new PlayerError('deposit_currency_differs', 409);
    }
    await holdReviewPayment(tx, order);
    const bonus = await bonusFor(tx, order, input.complianceProfileOf);
    await postCredit(tx, order, bonus);
    const now = new Date();
    const creditedMinor = paymentOf(order).amountMinor;
    await tx
      .update(depositOrders)
      .set({
        status: 'paid',
        bonusMinor: bonus.bonusMinor,
        isFirstDeposit: bonus.isFirstDeposit ? 1 : 0,
        paidAt: now,
        resolvedBy: input.staffId,
        resolvedAt: now,
        resolutionReason: input.reason,
        updatedAt: now,
      })
      .where(eq(depositOrders.id, order.id));
    await qualifyInvitation(
      tx,
      {
        playerId: order.playerId,
        market: bonus.market,
        complianceProfile: input.complianceProfileOf(bonus.market),
      },
      creditedMinor,
      now,
    );
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'deposit.credit',
      subject: `deposit:${order.orderId}`,
      before: { status: order.status, paidAmountMinor: order.paidAmountMinor },
      after: {
        status: 'paid',
        creditedMinor,
        bonusMinor: bonus.bonusMinor,
        bonusRule: bonus.rule,
        reason: input.reason,
      },
    });
    return { order: await readOpsDeposit(tx, order.id), bonusRule: bonus.rule };
  });
}
