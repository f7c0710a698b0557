import { withdrawalStages } from '@sorte/markets';
import type { WithdrawalStage } from '@sorte/markets';
import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { amountMinor, clientFlags, emptyBody, idempotencyKeyField } from '../common';
import { payoutChannelView } from './payout-accounts';

const recordId = z.number().int().safe().positive();

/** The stages a withdrawal goes through, as `packages/markets` defines them. */
export const withdrawalStatusValues = withdrawalStages;
export type WithdrawalStatusValue = WithdrawalStage;

/** A withdrawal as its owner follows it: amounts, destination, each stage reached and when. */
export const withdrawalOrderView = z.object({
  orderId: z.string(),
  currency: z.string(),
  amountMinor,
  feeMinor: amountMinor,
  taxMinor: amountMinor,
  arrivesMinor: amountMinor,
  channelId: z.string(),
  accountMasked: z.string(),
  /** The payout account, while the player still has it (to change a wrong key and retry). */
  accountId: recordId.nullable(),
  status: z.enum(withdrawalStatusValues),
  /** Every stage reached, in order, with its time. */
  stages: z.array(z.object({ stage: z.enum(withdrawalStatusValues), at: z.string() })),
  /** A rejection's reason, as staff wrote it for the player. */
  rejectionReason: z.string().nullable(),
  /** A failed payout's reason code (`invalid_destination`, …). */
  failureReason: z.string().nullable(),
  /** What came back to the balance: the whole amount when it ended without a payout, else 0. */
  refundedMinor: amountMinor,
  /** Where the compliance profile promises one (br-regulated: 120 minutes after the request). */
  deadlineAt: z.string().nullable(),
  /** The player may still cancel it (requested or reviewing). */
  cancellable: z.boolean(),
});

const rulesData = z.object({
  currency: z.string(),
  balanceMinor: amountMinor,
  wageringRemainingMinor: amountMinor,
  /** What the remaining turnover counts down from, for the progress bar. */
  wageringTargetMinor: amountMinor,
  withdrawableMinor: amountMinor,
  amountOptionsMinor: z.array(amountMinor),
  amountMinorMin: amountMinor,
  amountMinorMax: amountMinor,
  amountMultipleOfMinor: amountMinor,
  vipLevel: z.number().int().nonnegative(),
  withdrawalsPerDayMax: z.number().int().nonnegative(),
  withdrawalsLeftToday: z.number().int().nonnegative(),
  channels: z.array(payoutChannelView),
  /** The withdrawal being processed, if any (one at a time). */
  openOrderId: z.string().nullable(),
  /** Minutes the profile promises a payout within, from the request; null: none promised. */
  payoutDeadlineMinutes: z.number().int().positive().nullable(),
});

export const withdrawInfo = definePlayerCall({
  path: '/v1/bus/withdrawInfo',
  summary:
    'What the player may withdraw now: balance, withdrawable part, remaining turnover, amounts, minimum, maximum, step, count left today, channels.',
  public: false,
  body: emptyBody,
  data: rulesData,
});

export const withdrawalQuoteView = z.object({
  amountMinor,
  feeMinor: amountMinor,
  taxMinor: amountMinor,
  arrivesMinor: amountMinor,
  channelId: z.string(),
  typicalMinutes: z.number().int().positive(),
});

export const withdrawInfo2 = definePlayerCall({
  path: '/v1/bus/withdrawInfo2',
  summary:
    "The quote for an amount to one of the player's accounts (amount, fee, tax, what arrives) and whether it would be accepted now, with the refusal in words if not.",
  public: false,
  body: z.object({ ...clientFlags, amountMinor, accountId: recordId }).strict(),
  data: z.object({
    quote: withdrawalQuoteView.nullable(),
    refusal: z.object({ code: z.string(), message: z.string() }).nullable(),
  }),
});

export const selectPaymentChannel = definePlayerCall({
  path: '/v1/bus/selectPaymentChannel',
  summary:
    "The market's payout channels for an amount: whether each carries it, its typical time, and whether the player has an account on it.",
  public: false,
  body: z.object({ ...clientFlags, amountMinor }).strict(),
  data: z.object({
    channels: z.array(
      payoutChannelView.extend({ carriesAmount: z.boolean(), hasAccount: z.boolean() }),
    ),
  }),
});

export const payOutPreTaskProcess = definePlayerCall({
  path: '/v1/bus/getPayOutPreTaskProcess',
  summary:
    'The turnover still to play before a withdrawal (PRODUCT.md §3.5): what remains, what it counts down from, and the progress.',
  public: false,
  body: emptyBody,
  data: z.object({
    currency: z.string(),
    wageringRemainingMinor: amountMinor,
    wageringTargetMinor: amountMinor,
    /** 0 to 10000: the share of the target already played. */
    progressBps: z.number().int().min(0).max(10_000),
  }),
});

export const createWithdrawalOrder = definePlayerCall({
  path: '/withdraw/create/order',
  summary:
    "Creates a withdrawal to one of the player's accounts and holds its amount. The fee and tax the player was quoted are sent back and must still hold (quote_changed otherwise). With an idempotencyKey, the same request sent again answers the order it made rather than a second one.",
  public: false,
  body: z
    .object({
      ...clientFlags,
      amountMinor,
      accountId: recordId,
      feeMinor: amountMinor,
      taxMinor: amountMinor,
      /** The same key sent again answers the order it made; with other details, key_reused. */
      idempotencyKey: idempotencyKeyField.optional(),
    })
    .strict(),
  data: z.object({ order: withdrawalOrderView }),
});

export const withdrawProcess = definePlayerCall({
  path: '/v1/bus/getWithdrawProcess',
  summary:
    "One of the player's withdrawals with its stages; without an orderId, the one being processed (or the latest).",
  public: false,
  body: z.object({ ...clientFlags, orderId: z.string().max(64).optional() }).strict(),
  data: z.object({ order: withdrawalOrderView.nullable() }),
});

export const allWithdrawOrders = definePlayerCall({
  path: '/v1/bus/getAllWithdrawOrders',
  summary: "The player's withdrawals, newest first, a page at a time.",
  public: false,
  body: z
    .object({
      ...clientFlags,
      pageSize: z.number().int().min(1).max(50).optional(),
      cursor: recordId.optional(),
    })
    .strict(),
  data: z.object({ list: z.array(withdrawalOrderView), nextCursor: recordId.nullable() }),
});

export const cancelWithdrawal = definePlayerCall({
  path: '/v1/bus/cancelWithdrawal',
  summary:
    'Cancels a withdrawal still requested or in review; the whole amount returns to the balance in the same step.',
  public: false,
  body: z.object({ ...clientFlags, orderId: z.string().min(1).max(64) }).strict(),
  data: z.object({ order: withdrawalOrderView }),
});
