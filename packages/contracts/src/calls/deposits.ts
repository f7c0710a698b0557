import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { amountMinor, clientFlags, emptyBody } from '../common';
import { paymentMethods } from '../payments';

export const depositOption = z.object({
  orderAmount: amountMinor,
  /** The seed's bonus fraction as exact decimal text ("0.15" is 15 %). */
  givingRate: z.string(),
  givingRateBps: z.number().int().nonnegative(),
  /** The extra amount this option adds to the balance, for a deposit that is not the first. */
  bonusMinor: amountMinor,
});

export const chargeAmountList = definePlayerCall({
  path: '/charge/amount/list',
  summary:
    "The deposit drawer's amounts for this player, sorted ascending, each with its bonus; the first-deposit offer; and the range a custom amount must fall in.",
  public: false,
  body: emptyBody,
  data: z.object({
    list: z.array(depositOption),
    /** Index into list of the amount selected when the drawer opens; null: none. */
    preselectedIndex: z.number().int().nonnegative().nullable(),
    currency: z.string(),
    method: z.enum(paymentMethods),
    /** Shown while the player has never deposited: deposit `amountMinor`, receive `arrivalMinor`. */
    firstDepositOffer: z.object({ amountMinor, arrivalMinor: amountMinor }).nullable(),
    customAmountMinorMin: amountMinor,
    customAmountMinorMax: amountMinor,
    /** Each deposit adds this multiple of itself to the wagering requirement… */
    depositWageringMultiple: z.number().int().nonnegative(),
    /** …and each bonus this multiple of the bonus. */
    bonusWageringMultiple: z.number().int().nonnegative(),
  }),
});

export const depositOrderStatusValues = [
  'created',
  'pending',
  'paid',
  'expired',
  'failed',
  'review',
  'refunded',
] as const;

export const depositOrderView = z.object({
  orderId: z.string(),
  amountMinor,
  bonusMinor: amountMinor,
  currency: z.string(),
  method: z.string(),
  status: z.enum(depositOrderStatusValues),
  payUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Why a deposit failed or waits for review, in the player's language. */
  reason: z.string().nullable(),
});

export const createChargeOrder = definePlayerCall({
  path: '/charge/create/order',
  summary:
    "Start a deposit of `amount` (one of the drawer's amounts, or a custom amount within its range): answers the provider's checkout address `payUrl`. The balance is credited only when the provider confirms the payment.",
  public: false,
  body: z.object({ ...clientFlags, amount: amountMinor.positive() }).strict(),
  data: z.object({
    payUrl: z.string(),
    order: depositOrderView,
  }),
});

export const depositOrderListPageSizeMax = 50;

export const chargeOrderList = definePlayerCall({
  path: '/charge/order/list',
  summary: "The player's deposits, newest first, with their state.",
  public: false,
  body: z
    .object({
      ...clientFlags,
      pageSize: z.number().int().min(1).max(depositOrderListPageSizeMax).optional(),
    })
    .strict(),
  data: z.object({ list: z.array(depositOrderView) }),
});

export const fbRechargeRecord = z.object({
  orderId: z.string(),
  amount: amountMinor,
  isFirstRecharge: z.union([z.literal(0), z.literal(1)]),
});

export const getFbRechargeRecords = definePlayerCall({
  path: '/v1/bus/getFbRechargeRecords',
  summary:
    "The player's paid deposits not yet reported as ad conversions (the consent-gated tracking module reports them).",
  public: false,
  body: emptyBody,
  data: z.object({ fbRechargeRecords: z.array(fbRechargeRecord) }),
});

export const updateFbRechargeRecords = definePlayerCall({
  path: '/v1/bus/updateFbRechargeRecords',
  summary:
    'Record how reporting the given deposits went: reportStatus 1 reported, 2 failed (with errorCode); enableFlag 0 stops reporting them.',
  public: false,
  body: z
    .object({
      ...clientFlags,
      reportStatus: z.union([z.literal(1), z.literal(2)]),
      errorCode: z.string().max(100).optional(),
      enableFlag: z.union([z.literal(0), z.literal(1)]).optional(),
      orderIds: z
        .array(z.string().regex(/^[A-Z0-9]{1,35}$/))
        .min(1)
        .max(100),
    })
    .strict(),
  data: z.object({ updated: z.number().int().nonnegative() }),
});
