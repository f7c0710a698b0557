import { eq } from 'drizzle-orm';
import { formatMoney } from '@sorte/money';
import type { CallData, createChargeOrder, PaymentMethod } from '@sorte/contracts';
import { checkDepositAmount, givingRateFor } from '@sorte/markets';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { depositOrders } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { textsFor } from '../../i18n/messages';
import type { Language } from '../../i18n/messages';
import { requireWithinDepositLimits } from '../deposit-limits/require-within-deposit-limits';
import { requireMayPlay } from '../protection/require-may-play';
import { toDepositOrderView } from './deposit-order-view';
import { newOrderId } from './new-order-id';
import { paymentMethodFor } from './payment-method-for';
import type { PspClient } from '../psp/psp-client';
import { readDepositChoice } from './read-deposit-choice';
import { moneyTransaction } from '../../db/money-transaction';
import { lockPlayer } from '../ledger/lock-players';

type CreateChargeOrderData = CallData<typeof createChargeOrder>;

export interface CreateDepositOrderDeps {
  db: Database;
  psp: PspClient;
  /** Where the provider posts this order's webhooks. */
  callbackUrl: string;
  /** The casino page the checkout sends the player back to (closes the drawer: model=Paymodel). */
  returnUrl: string;
}

/**
 * Starts a deposit: the order is written first (so a webhook can never find no order), then the
 * provider's charge is created, then the order becomes pending with its checkout address. Nothing
 * is credited here: only the provider's signed confirmation moves money.
 */
export async function createDepositOrder(
  deps: CreateDepositOrderDeps,
  input: {
    playerId: number;
    market: MarketCode;
    complianceProfile: ComplianceProfile;
    amountMinor: number;
    language: Language;
  },
): Promise<CreateChargeOrderData> {
  const choice = await readDepositChoice(deps.db, input.playerId, input.market);
  const { market } = choice;
  const check = checkDepositAmount(
    market,
    choice.options.map((option) => option.orderAmountMinor),
    input.amountMinor,
  );
  if (!check.ok) {
    const { amountMinorMin, amountMinorMax } = market.customDepositRange;
    const texts = textsFor(input.language);
    const range = {
      min: formatMoney(amountMinorMin, market.currency),
      max: formatMoney(amountMinorMax, market.currency),
    };
    throw new PlayerError(
      'amount_invalid',
      400,
      check.reason === 'not_whole'
        ? texts.depositAmountWhole(range)
        : texts.depositAmountRange(range),
    );
  }

  const orderId = newOrderId();
  const method = paymentMethodFor(market.code);
  const created = await moneyTransaction(deps.db, async (tx) => {
    // Locked so two orders started at once are counted one after the other against the limits.
    await lockPlayer(tx, input.playerId);
    const now = new Date();
    await requireMayPlay(tx, input, now);
    await requireWithinDepositLimits(tx, { ...input, market, now });
    const [written] = await tx
      .insert(depositOrders)
      .values({
        orderId,
        playerId: input.playerId,
        currency: market.currency,
        amountMinor: input.amountMinor,
        givingRateBps: givingRateFor(choice.options, input.amountMinor),
        method,
        status: 'created',
        // The same instant the limits were counted at, not the database's own clock.
        createdAt: now,
      })
      .returning();
    return written;
  });
  if (!created) throw new Error(`order ${orderId} was not written`);

  return openCharge(deps, { ...input, method }, created);
}

/**
 * The provider's charge for an order already written: on success the order becomes pending with
 * its checkout address; a refusal or no answer fails the order and tells the player.
 */
async function openCharge(
  deps: CreateDepositOrderDeps,
  input: { amountMinor: number; language: Language; method: PaymentMethod },
  created: typeof depositOrders.$inferSelect,
): Promise<CreateChargeOrderData> {
  const { orderId, currency } = created;
  const { method } = input;
  const result = await deps.psp.createCharge({
    merchantOrderId: orderId,
    amount: input.amountMinor,
    currency,
    method,
    callbackUrl: deps.callbackUrl,
    returnUrl: deps.returnUrl,
    language: input.language,
  });

  if (result.status !== 'created') {
    const reason =
      result.status === 'refused' ? `${result.code}: ${result.message}` : result.reason;
    await deps.db
      .update(depositOrders)
      .set({ status: 'failed', failureReason: reason.slice(0, 500), updatedAt: new Date() })
      .where(eq(depositOrders.id, created.id));
    throw new PlayerError('deposit_unavailable', 502);
  }

  const charge = result.answer;
  const [pending] = await deps.db
    .update(depositOrders)
    .set({
      status: 'pending',
      pspChargeId: charge.chargeId,
      payUrl: charge.payUrl,
      expiresAt: new Date(charge.expiresAt),
      updatedAt: new Date(),
    })
    .where(eq(depositOrders.id, created.id))
    .returning();
  if (!pending) throw new Error(`order ${orderId} vanished while its charge was created`);
  return { payUrl: charge.payUrl, order: toDepositOrderView(pending, input.language) };
}
