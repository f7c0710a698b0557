import { z } from 'zod';
import { marketCodes } from '@sorte/markets';
import { amountMinor, opsPageBody, pageOf } from './common';
import { depositOrderStatusValues } from './calls/deposits';
import { definePlayerCall } from './player-call';
import { opsWithdrawalView } from './ops-withdrawal-view';

const orderId = z.string().min(1).max(64);
/** Why staff resolved it this way: kept in the order and the audit log. */
const resolutionReason = z.string().trim().min(3).max(300);

/** Money of one currency, counted and summed. */
const moneyTally = z.object({
  currency: z.string(),
  count: z.number().int().nonnegative(),
  sumMinor: amountMinor,
});

/** What links another account to this player. */
export const sharedLinks = ['device', 'payout_account', 'cpf'] as const;

export const opsWithdrawalRisk = definePlayerCall({
  path: '/ops/withdrawals/risk',
  summary:
    "The risk picture of a withdrawal's player: lifetime paid deposits and paid withdrawals (count and sum per currency), the turnover still to play, bonuses credited, the devices they signed in from, and every other account sharing a device, a payout account or the CPF.",
  public: false,
  body: z.object({ orderId }).strict(),
  data: z.object({
    playerId: z.string(),
    username: z.string().nullable(),
    market: z.enum(marketCodes),
    deposits: z.array(moneyTally),
    withdrawals: z.array(moneyTally),
    /** The wagering counter: turnover still to play before a withdrawal (PRODUCT.md §3.5). */
    turnover: z.array(z.object({ currency: z.string(), wageringRemainingMinor: amountMinor })),
    bonuses: z.array(moneyTally),
    devices: z.array(z.object({ deviceId: z.string(), firstSeenAt: z.string() })),
    sharedWith: z.array(
      z.object({
        playerId: z.string(),
        username: z.string().nullable(),
        links: z.array(z.enum(sharedLinks)),
      }),
    ),
  }),
});

export const opsRetryWithdrawal = definePlayerCall({
  path: '/ops/withdrawals/retry',
  summary:
    'Sends again, now, an approved payout the provider has not accepted yet (it was unreachable), with the same merchantPayoutId: a payout it did accept is answered, never made twice. A payout that failed at the provider was refunded at once and is not retried (withdrawal_not_retryable): the player asks again.',
  public: false,
  body: z.object({ orderId }).strict(),
  data: z.object({ order: opsWithdrawalView }),
});

/** A deposit as staff resolve it. */
export const opsDepositView = z.object({
  orderId: z.string(),
  playerId: z.string(),
  market: z.enum(marketCodes),
  method: z.string(),
  status: z.enum(depositOrderStatusValues),
  currency: z.string(),
  /** What the order asked for. */
  amountMinor,
  /** What the provider reported as paid, and in which currency; null before a payment. */
  paidAmountMinor: amountMinor.nullable(),
  paidCurrency: z.string().nullable(),
  bonusMinor: amountMinor,
  /** Why it waits for review, as the system recorded it. */
  reviewReason: z.string().nullable(),
  createdAt: z.string(),
  pspChargeId: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolutionReason: z.string().nullable(),
  pspRefundId: z.string().nullable(),
});

export const opsDeposits = definePlayerCall({
  path: '/ops/deposits',
  summary:
    'Deposits waiting for review (paid with another amount or currency than ordered), oldest first.',
  public: false,
  body: opsPageBody,
  data: pageOf(opsDepositView),
});

/** Which bonus rule the credit followed: none applies where the profile or the amount gives none. */
export const depositBonusRules = ['first_deposit_offer', 'deposit_rate', 'none'] as const;

export const opsCreditDeposit = definePlayerCall({
  path: '/ops/deposits/credit',
  summary:
    "Credits a deposit in review with the amount actually paid, and the bonus the deposit rules give that amount (the first-deposit offer if this is the player's first paid deposit and the amount is the offer's, else the order's rate; none where the compliance profile forbids bonuses). One ledger movement, with a reason; asking again answers the deposit as credited.",
  public: false,
  body: z.object({ orderId, reason: resolutionReason }).strict(),
  data: z.object({ order: opsDepositView, bonusRule: z.enum(depositBonusRules) }),
});

export const opsRefundDeposit = definePlayerCall({
  path: '/ops/deposits/refund',
  summary:
    "Refunds a deposit in review through the payment provider to the account it was paid from; the reason is kept with the deposit and in the audit log, and the player's deposit history shows it as refunded in our own words. Asking again answers the deposit as refunded; provider_unavailable changes nothing.",
  public: false,
  body: z.object({ orderId, reason: resolutionReason }).strict(),
  data: z.object({ order: opsDepositView }),
});

export const opsMoneyCalls = [
  opsWithdrawalRisk,
  opsRetryWithdrawal,
  opsDeposits,
  opsCreditDeposit,
  opsRefundDeposit,
] as const;
