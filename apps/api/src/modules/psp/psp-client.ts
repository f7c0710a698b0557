import {
  chargeAnswer,
  payoutAnswer,
  pspErrorAnswer,
  pspSignatureHeader,
  refundAnswer,
} from '@sorte/contracts';
import type {
  ChargeAnswer,
  CreateChargeBody,
  CreatePayoutBody,
  CreateRefundBody,
  PayoutAnswer,
  RefundAnswer,
} from '@sorte/contracts';
import { signPspHeader } from '@sorte/contracts/signing';
import type { z } from 'zod';

/** What a call to the provider came to: its answer, a refusal with its code, or no answer. */
export type PspResult<Answer> =
  | { status: 'created'; answer: Answer }
  | { status: 'refused'; code: string; message: string }
  | { status: 'unavailable'; reason: string };

export type CreateChargeResult = PspResult<ChargeAnswer>;
export type CreatePayoutResult = PspResult<PayoutAnswer>;
export type RefundChargeResult = PspResult<RefundAnswer>;

export interface PspClient {
  createCharge: (body: CreateChargeBody) => Promise<CreateChargeResult>;
  createPayout: (body: CreatePayoutBody) => Promise<CreatePayoutResult>;
  /** Gives a paid charge back to the payer, whole; idempotent by merchantRefundId. */
  refundCharge: (chargeId: string, body: CreateRefundBody) => Promise<RefundChargeResult>;
}

export interface PspClientOptions {
  baseUrl: string;
  secret: string;
  /** Per attempt. */
  timeoutMs: number;
  /**
   * Charges, payouts and refunds are idempotent by the merchant's id, so a lost answer is safely asked
   * again; a refusal is never retried.
   */
  attempts: number;
}

/** The casino's side of the payment protocol: signed requests to the provider's API. */
export function createPspClient(options: PspClientOptions): PspClient {
  async function attempt<Answer>(
    path: string,
    body: object,
    schema: z.ZodType<Answer>,
  ): Promise<PspResult<Answer>> {
    const rawBody = JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [pspSignatureHeader]: signPspHeader(options.secret, rawBody, Date.now()),
        },
        body: rawBody,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      return { status: 'unavailable', reason: error instanceof Error ? error.message : 'network' };
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { status: 'unavailable', reason: `HTTP ${response.status}, not JSON` };
    }
    if (response.ok) {
      const parsed = schema.safeParse(json);
      return parsed.success
        ? { status: 'created', answer: parsed.data }
        : { status: 'unavailable', reason: `${path} answer outside the protocol` };
    }
    if (response.status >= 500) return { status: 'unavailable', reason: `HTTP ${response.status}` };
    const failure = pspErrorAnswer.safeParse(json);
    return failure.success
      ? { status: 'refused', ...failure.data.error }
      : { status: 'refused', code: `http_${response.status}`, message: text.slice(0, 200) };
  }

  async function withRetries<Answer>(
    path: string,
    body: object,
    schema: z.ZodType<Answer>,
  ): Promise<PspResult<Answer>> {
    let result: PspResult<Answer> = { status: 'unavailable', reason: 'not tried' };
    for (let index = 0; index < options.attempts; index += 1) {
      result = await attempt(path, body, schema);
      if (result.status !== 'unavailable') return result;
    }
    return result;
  }

  return {
    createCharge: (body) => withRetries('/v1/charges', body, chargeAnswer),
    createPayout: (body) => withRetries('/v1/payouts', body, payoutAnswer),
    refundCharge: (chargeId, body) =>
      withRetries(`/v1/charges/${encodeURIComponent(chargeId)}/refund`, body, refundAnswer),
  };
}
