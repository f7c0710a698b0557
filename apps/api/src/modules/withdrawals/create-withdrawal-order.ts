import type {
  CallData,
  createWithdrawalOrder as createWithdrawalOrderCall,
} from '@sorte/contracts';
import { findPayoutChannel, getMarket, withdrawalRefusalMessage } from '@sorte/markets';
import type {
  ComplianceProfile,
  decideWithdrawal,
  MarketCode,
  WithdrawalRefusal,
} from '@sorte/markets';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { databaseErrorCode, violatedConstraint } from '../../db/database-error';
import { withdrawalOrders } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import type { Language } from '../../i18n/messages';
import { lockPlayer } from '../ledger/lock-players';
import { postTransaction } from '../ledger/post-transaction';
import { withdrawalHoldTransaction } from '../ledger/postings/withdrawal-hold-transaction';
import { decideReview } from './decide-review';
import { decideForAccount } from './decide-for-account';
import type { LoadedState, PayoutAccountRow } from './decide-for-account';
import { toPayoutDestination } from './to-payout-destination';
import { newWithdrawalOrderId } from './new-withdrawal-order-id';
import { toWithdrawalOrderView } from './to-withdrawal-order-view';

type CreatedOrder = CallData<typeof createWithdrawalOrderCall>;

export interface CreateWithdrawalInput {
  playerId: number;
  market: MarketCode;
  complianceProfile: ComplianceProfile;
  language: Language;
  amountMinor: number;
  accountId: number;
  /** The fee and tax the player was shown: they must still hold. */
  feeMinor: number;
  taxMinor: number;
  /** The player's key of this request: sent again, it answers the order it made. */
  idempotencyKey?: string;
  now?: Date;
}

type Refuse = (refusal: WithdrawalRefusal, status: number) => PlayerError;
type Quote = Extract<ReturnType<typeof decideWithdrawal>, { ok: true }>['quote'];

/**
 * A withdrawal request: lock → load → decide (`decideWithdrawal`, the market's rules) → write, in
 * one transaction that takes the player's locks first (decision 0016), so of two requests at once
 * the second decides on what the first committed (its open order: `withdrawProcessing`). The
 * amount is held on the ledger (`withdrawal_hold`) with the order; a refusal writes nothing and
 * says why in the player's words. An amount the market approves without a person (see
 * decideReview) is approved at once and sent after commit; any other waits for staff.
 */
export async function createWithdrawalOrder(
  db: Database,
  input: CreateWithdrawalInput,
): Promise<CreatedOrder & { approved: boolean }> {
  const now = input.now ?? new Date();
  const market = getMarket(input.market);
  const refuse: Refuse = (refusal, status) =>
    new PlayerError(
      refusal.code,
      status,
      withdrawalRefusalMessage(refusal, { language: input.language, currency: market.currency }),
    );
  try {
    return await moneyTransaction(db, async (tx) => {
      await lockPlayer(tx, input.playerId);
      // Read after the player's lock: a first request with the same key has committed by now.
      const earlier = await findOrderByKey(tx, input);
      if (earlier) return { order: toWithdrawalOrderView(earlier, true), approved: false };
      const decided = await loadAndDecide(tx, input, now, refuse);
      return holdAndWrite(tx, input, decided, now, refuse);
    });
  } catch (error) {
    if (
      databaseErrorCode(error) === '23505' &&
      violatedConstraint(error) === 'withdrawal_orders_one_open_key'
    ) {
      // Another request of the player's committed its order first: the same refusal, in the same
      // words, as when the open order is seen while loading.
      throw refuse({ code: 'withdrawProcessing' }, 409);
    }
    throw error;
  }
}

/**
 * The order an earlier request with the same key made, if one did. The same key with another
 * amount or account is a different request under a reused key: refused, nothing written.
 */
async function findOrderByKey(
  tx: Transaction,
  input: CreateWithdrawalInput,
): Promise<typeof withdrawalOrders.$inferSelect | undefined> {
  if (input.idempotencyKey === undefined) return undefined;
  const [earlier] = await tx
    .select()
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.playerId, input.playerId),
        eq(withdrawalOrders.idempotencyKey, input.idempotencyKey),
      ),
    );
  if (!earlier) return undefined;
  if (earlier.amountMinor !== input.amountMinor || earlier.payoutAccountId !== input.accountId) {
    throw new PlayerError('idempotency_key_reused', 409);
  }
  return earlier;
}

/** What the request is decided on, read after the player's locks; refuses in the player's words. */
async function loadAndDecide(
  tx: Transaction,
  input: CreateWithdrawalInput,
  now: Date,
  refuse: Refuse,
): Promise<{ state: LoadedState; account: PayoutAccountRow; quote: Quote }> {
  const { state, account, decision } = await decideForAccount(tx, input, now);
  if (!decision.ok) throw refuse(decision.refusal, 403);
  const { quote } = decision;
  if (quote.feeMinor !== input.feeMinor || quote.taxMinor !== input.taxMinor) {
    throw new PlayerError('quote_changed', 409);
  }
  return { state, account, quote };
}

/** The hold on the ledger and the order beside it, approved at once or waiting for staff. */
async function holdAndWrite(
  tx: Transaction,
  input: CreateWithdrawalInput,
  { state, account, quote }: { state: LoadedState; account: PayoutAccountRow; quote: Quote },
  now: Date,
  refuse: Refuse,
): Promise<CreatedOrder & { approved: boolean }> {
  const market = getMarket(input.market);
  const orderId = newWithdrawalOrderId();
  const hold = await postTransaction(
    tx,
    withdrawalHoldTransaction({
      playerId: input.playerId,
      currency: market.currency,
      orderId,
      amountMinor: quote.amountMinor,
    }),
  );
  if (hold.status === 'insufficient') {
    // Cannot happen while the balance row is locked; kept so a change there fails safely.
    throw refuse({ code: 'insufficient_balance', balanceMinor: state.balanceMinor }, 403);
  }
  if (hold.status !== 'applied') {
    throw new Error(`hold of new withdrawal ${orderId} answered ${hold.status}`);
  }
  const review = decideReview({
    amountMinor: quote.amountMinor,
    autoApproveMinorMax: market.withdrawalAutoApproveMinorMax,
    complianceProfile: input.complianceProfile,
    ageConfirmed: state.ageConfirmed,
    hasPaidDeposit: state.hasPaidDeposit,
    cpf: state.cpf,
  });
  const approved = review === 'automatic';
  const channel = findPayoutChannel(input.market, account.channel);
  if (!channel)
    throw new Error(`account ${account.id} has channel ${account.channel} of no market`);
  const deadlineMinutes = input.complianceProfile.payoutDeadlineMinutes;
  const [order] = await tx
    .insert(withdrawalOrders)
    .values({
      orderId,
      playerId: input.playerId,
      currency: market.currency,
      amountMinor: quote.amountMinor,
      feeMinor: quote.feeMinor,
      taxMinor: quote.taxMinor,
      arrivesMinor: quote.arrivesMinor,
      payoutAccountId: account.id,
      channel: account.channel,
      destination: toPayoutDestination(account, channel),
      status: approved ? 'approved' : 'reviewing',
      autoApproved: approved ? 1 : 0,
      deadlineAt:
        deadlineMinutes === null ? null : new Date(now.getTime() + deadlineMinutes * 60_000),
      requestedAt: now,
      reviewingAt: now,
      approvedAt: approved ? now : null,
      updatedAt: now,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .returning();
  if (!order) throw new Error(`withdrawal ${orderId} was not written`);
  return { order: toWithdrawalOrderView(order, true), approved };
}
