// Every call the bank test makes, sent until it has a definite answer: an answer the service
// gave on purpose (a success or a refusal with its code), never a dropped connection, a 5xx or
// nginx's 502 while a process is down. A call is sent again unchanged, so whatever key it carries
// (a wallet transaction id, a withdrawal's idempotency key, a charge id) is its own each time.
import { pspSignatureHeader, walletHeaders } from '@sorte/contracts';
import { developmentSecrets, signPayload, signPspHeader } from '@sorte/contracts/signing';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** What the test counts of the calls it made, printed at the end. */
export const callCounts = newCallCounts();

/** Every count back to zero, for the next database's run. */
export function resetCallCounts(): void {
  Object.assign(callCounts, newCallCounts());
}

function newCallCounts() {
  return {
    calls: 0,
    /** Sent again: no answer, a 5xx, a 429 or a gateway's 502. */
    retries: 0,
    /** 5xx answers among them (the api down, its database cut). */
    serverErrors: 0,
    /** Which paths answered them, and how often. */
    serverErrorPaths: {} as Record<string, number>,
    /** Calls the test sent twice on purpose at once (duplicates). */
    duplicates: 0,
  };
}

const callTimeoutMs = 15_000;
const giveUpAfterMs = 180_000;
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isDefinite(status: number): boolean {
  return status < 500 && status !== 429 && status !== 408;
}

/** POSTs (or GETs, without a body) until the answer is definite; throws after three minutes. */
export async function sendUntilAnswered(
  url: string,
  options: { body?: string; headers?: () => Record<string, string>; method?: 'GET' | 'POST' } = {},
): Promise<Answer> {
  const startedAt = Date.now();
  let attempt = 0;
  for (;;) {
    callCounts.calls += 1;
    try {
      const response = await fetch(url, {
        method: options.method ?? 'POST',
        headers: { 'content-type': 'application/json', ...options.headers?.() },
        body: options.body,
        signal: AbortSignal.timeout(callTimeoutMs),
      });
      const text = await response.text();
      if (response.status >= 500) {
        callCounts.serverErrors += 1;
        const where = `${response.status} ${new URL(url).pathname.replace(/\/(ch|po)_\w+/, '/…')}`;
        callCounts.serverErrorPaths[where] = (callCounts.serverErrorPaths[where] ?? 0) + 1;
      }
      if (isDefinite(response.status)) {
        return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
      }
    } catch {
      // No answer: the process is down or the connection was cut. Sent again below.
    }
    if (Date.now() - startedAt > giveUpAfterMs) {
      throw new Error(`${url}: no definite answer in ${giveUpAfterMs / 1000} s`);
    }
    attempt += 1;
    callCounts.retries += 1;
    await pause(Math.min(2000, 100 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random()));
  }
}

export function playerCall(base: string, path: string, body: object, token?: string) {
  return sendUntilAnswered(`${base}${path}`, {
    body: JSON.stringify(body),
    headers: (): Record<string, string> => (token ? { 'access-token': token } : {}),
  });
}

export function staffCall(base: string, path: string, body: object, token: string) {
  return sendUntilAnswered(`${base}${path}`, {
    body: JSON.stringify(body),
    headers: () => ({ authorization: `Bearer ${token}` }),
  });
}

/** A wallet call as the game provider signs it, signed afresh at each attempt. */
export function walletCall(base: string, path: string, body: object) {
  const rawBody = JSON.stringify(body);
  return sendUntilAnswered(`${base}${path}`, {
    body: rawBody,
    headers: () => {
      const timestamp = String(Date.now());
      return {
        [walletHeaders.timestamp]: timestamp,
        [walletHeaders.signature]: signPayload(
          developmentSecrets.WALLET_SECRET,
          timestamp,
          rawBody,
        ),
      };
    },
  });
}

/** A payment provider's webhook event, signed as the provider signs it. */
export function webhookCall(base: string, event: object) {
  const rawBody = JSON.stringify(event);
  return sendUntilAnswered(`${base}/webhooks/psp`, {
    body: rawBody,
    headers: () => ({
      [pspSignatureHeader]: signPspHeader(developmentSecrets.PSP_SECRET, rawBody, Date.now()),
    }),
  });
}

/** The envelope's parts the test reads. */
export function envelope(answer: Answer): { success: boolean; msgCode: string; data: unknown } {
  return {
    success: answer.body.success === true,
    msgCode: typeof answer.body.msgCode === 'string' ? answer.body.msgCode : '',
    data: answer.body.data,
  };
}
