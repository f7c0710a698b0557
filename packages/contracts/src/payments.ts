import { languages } from '@sorte/words/languages';
import { z } from 'zod';
import { amountMinor } from './common';

/**
 * The payment protocol between the casino (api) and a payment provider (psp), both ways signed
 * with one shared secret (`PSP_SECRET`):
 *
 *   psp-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 over t + "." + rawBody>
 *
 * The casino creates charges (deposits) and payouts (withdrawals); the provider reports what
 * happened to them by webhook, retried with backoff until the casino answers 2xx. A real
 * provider speaking this protocol replaces the sandbox by configuration (`PSP_URL`, `PSP_SECRET`).
 */
export const pspSignatureHeader = 'psp-signature';

/** Signed messages further than this from now are refused (replay protection). */
export const pspSignatureWindowMs = 5 * 60 * 1000;

/** How the player pays: PIX in Brazil, an e-wallet in the Philippines, SPEI in Mexico. */
export const paymentMethods = ['pix', 'ewallet', 'spei'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const merchantReference = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,35}$/, 'must be 1 to 35 letters, digits, _ or -');

const currencyCode = z.string().regex(/^[A-Z]{3}$/);

/** POST {psp}/v1/charges: the same merchantOrderId again answers the charge already made. */
export const createChargeBody = z
  .object({
    /** The casino's order id; at most 35 characters because a PIX txid allows no more. */
    merchantOrderId: merchantReference,
    amount: amountMinor.positive(),
    currency: currencyCode,
    method: z.enum(paymentMethods),
    /** Where the provider posts this charge's webhooks. */
    callbackUrl: z.url(),
    /** Where the checkout page sends the player back after paying. */
    returnUrl: z.url(),
    /** Language of the checkout page. */
    language: z.enum(languages).optional(),
  })
  .strict();

export const chargeStatuses = ['pending', 'paid', 'expired'] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];

export const chargeAnswer = z.object({
  chargeId: z.string(),
  merchantOrderId: z.string(),
  status: z.enum(chargeStatuses),
  amount: amountMinor,
  currency: z.string(),
  method: z.enum(paymentMethods),
  /** The provider's checkout page for this charge. */
  payUrl: z.url(),
  expiresAt: z.iso.datetime(),
  /** PIX only: the BR Code (EMV QR "copia e cola") the player's bank app reads. */
  pix: z.object({ brCode: z.string() }).optional(),
  /** SPEI only: the CLABE the player transfers to, and the reference to quote. */
  spei: z.object({ clabe: z.string(), reference: z.string() }).optional(),
});

/** Where a payout goes: a PIX key, a bank account, a CLABE, a card, an e-wallet number or a QR code. */
export const payoutDestination = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('pix'),
      keyType: z.enum(['cpf', 'phone', 'email', 'random']),
      key: z.string().min(1).max(77),
    })
    .strict(),
  z
    .object({
      type: z.literal('bank'),
      bankCode: z.string().min(1).max(20),
      account: z.string().min(1).max(34),
      holderName: z.string().min(1).max(100),
    })
    .strict(),
  z.object({ type: z.literal('clabe'), clabe: z.string().regex(/^\d{18}$/) }).strict(),
  /** A debit card by its number (Mexico). */
  z.object({ type: z.literal('card'), card: z.string().regex(/^\d{16}$/) }).strict(),
  /** A static payment QR code (EMV, e.g. Indonesia's QRIS) of the payee. */
  z.object({ type: z.literal('qr'), code: z.string().min(1).max(600) }).strict(),
  z
    .object({
      type: z.literal('ewallet'),
      provider: z.string().min(1).max(20),
      account: z.string().min(1).max(34),
    })
    .strict(),
]);
export type PayoutDestination = z.infer<typeof payoutDestination>;

/** POST {psp}/v1/payouts: the same merchantPayoutId again answers the payout already made. */
export const createPayoutBody = z
  .object({
    merchantPayoutId: merchantReference,
    amount: amountMinor.positive(),
    currency: currencyCode,
    destination: payoutDestination,
    callbackUrl: z.url(),
  })
  .strict();

export const payoutStatuses = ['processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** Why a payout failed, for the player to read; `invalid_destination` means fix the key. */
export const payoutFailureReasons = [
  'invalid_destination',
  'destination_closed',
  'rejected_by_bank',
] as const;
export type PayoutFailureReason = (typeof payoutFailureReasons)[number];

export const payoutAnswer = z.object({
  payoutId: z.string(),
  merchantPayoutId: z.string(),
  status: z.enum(payoutStatuses),
  amount: amountMinor,
  currency: z.string(),
  failureReason: z.enum(payoutFailureReasons).nullable(),
});

/**
 * POST {psp}/v1/charges/{chargeId}/refund: gives a paid charge back to the payer, whole (what was
 * paid, in its currency). The same merchantRefundId again answers the refund already made;
 * another one for a refunded charge is refused (`charge_refunded`).
 */
export const createRefundBody = z
  .object({
    merchantRefundId: merchantReference,
    amount: amountMinor.positive(),
    currency: currencyCode,
  })
  .strict();

export const refundAnswer = z.object({
  refundId: z.string(),
  merchantRefundId: z.string(),
  chargeId: z.string(),
  amount: amountMinor,
  currency: z.string(),
  status: z.literal('refunded'),
  refundedAt: z.string(),
});

/** An error from the provider's API: HTTP 4xx/5xx with this body. */
export const pspErrorAnswer = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

const chargeEventData = z.object({
  chargeId: z.string(),
  merchantOrderId: z.string(),
  /** What the player actually paid (charge.paid) or was asked (charge.expired). */
  amount: amountMinor,
  currency: z.string(),
  method: z.enum(paymentMethods),
  occurredAt: z.iso.datetime(),
});

const payoutEventData = z.object({
  payoutId: z.string(),
  merchantPayoutId: z.string(),
  amount: amountMinor,
  currency: z.string(),
  failureReason: z.enum(payoutFailureReasons).nullable(),
  occurredAt: z.iso.datetime(),
});

/** POST {api}/webhooks/psp: each event id is processed once; a repeat answers 2xx. */
export const pspWebhookEvent = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1).max(100),
    type: z.literal('charge.paid'),
    data: chargeEventData,
  }),
  z.object({
    id: z.string().min(1).max(100),
    type: z.literal('charge.expired'),
    data: chargeEventData,
  }),
  z.object({
    id: z.string().min(1).max(100),
    type: z.literal('payout.paid'),
    data: payoutEventData,
  }),
  z.object({
    id: z.string().min(1).max(100),
    type: z.literal('payout.failed'),
    data: payoutEventData,
  }),
]);

/** The casino's answer to a webhook it handled, a repeat included: the provider stops retrying. */
export const pspWebhookAnswer = z.object({
  received: z.literal(true),
  /** What the event did (`credited`, `duplicate`, …), for the provider's logs. */
  outcome: z.string(),
});

export type CreateChargeBody = z.infer<typeof createChargeBody>;
export type ChargeAnswer = z.infer<typeof chargeAnswer>;
export type CreatePayoutBody = z.infer<typeof createPayoutBody>;
export type PayoutAnswer = z.infer<typeof payoutAnswer>;
export type CreateRefundBody = z.infer<typeof createRefundBody>;
export type RefundAnswer = z.infer<typeof refundAnswer>;
export type PspWebhookEvent = z.infer<typeof pspWebhookEvent>;
