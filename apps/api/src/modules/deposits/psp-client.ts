import { chargeAnswer, pspErrorAnswer, pspSignatureHeader } from '@sorte/contracts';
import type { ChargeAnswer, CreateChargeBody } from '@sorte/contracts';
import { signPspHeader } from '@sorte/contracts/signing';

export type CreateChargeResult =
  | { status: 'created'; charge: ChargeAnswer }
  | { status: 'refused'; code: string; message: string }
  | { status: 'unavailable'; reason: string };

export interface PspClient {
  createCharge: (body: CreateChargeBody) => Promise<CreateChargeResult>;
}

export interface PspClientOptions {
  baseUrl: string;
  secret: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Creating a charge is idempotent by merchantOrderId, so a lost answer is safely asked again. */
  attempts: number;
}

/** The casino's side of the payment protocol: signed requests to the provider's API. */
export function createPspClient(options: PspClientOptions): PspClient {
  async function attempt(body: CreateChargeBody): Promise<CreateChargeResult> {
    const rawBody = JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(new URL('/v1/charges', options.baseUrl), {
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
      const parsed = chargeAnswer.safeParse(json);
      return parsed.success
        ? { status: 'created', charge: parsed.data }
        : { status: 'unavailable', reason: 'charge answer outside the protocol' };
    }
    if (response.status >= 500) return { status: 'unavailable', reason: `HTTP ${response.status}` };
    const failure = pspErrorAnswer.safeParse(json);
    return failure.success
      ? { status: 'refused', ...failure.data.error }
      : { status: 'refused', code: `http_${response.status}`, message: text.slice(0, 200) };
  }

  return {
    async createCharge(body) {
      let result: CreateChargeResult = { status: 'unavailable', reason: 'not tried' };
      for (let index = 0; index < options.attempts; index += 1) {
        result = await attempt(body);
        if (result.status !== 'unavailable') return result;
      }
      return result;
    },
  };
}
