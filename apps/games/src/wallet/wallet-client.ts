import { walletAnswer, walletHeaders } from '@sorte/contracts';
import type {
  WalletBalanceBody,
  WalletBetBody,
  WalletFailure,
  WalletRollbackBody,
  WalletSuccess,
  WalletWinBody,
} from '@sorte/contracts';
import { signPayload } from '@sorte/contracts/signing';

/**
 * What a wallet call came to. `unknown` means no answer arrived (network, timeout, 5xx) after
 * every attempt: the casino may or may not have applied it, so the caller must resolve it (retry
 * with the same transaction id, or roll back) rather than assume either way.
 */
export type WalletOutcome =
  | { status: 'accepted'; answer: WalletSuccess }
  | { status: 'refused'; failure: WalletFailure }
  | { status: 'unknown'; reason: string };

export interface WalletClient {
  balance(body: WalletBalanceBody): Promise<WalletOutcome>;
  bet(body: WalletBetBody): Promise<WalletOutcome>;
  win(body: WalletWinBody): Promise<WalletOutcome>;
  rollback(body: WalletRollbackBody): Promise<WalletOutcome>;
}

export interface WalletClientOptions {
  /** The casino's address, e.g. http://127.0.0.1:8080. */
  apiUrl: string;
  secret: string;
  /** Per attempt: a call with no answer by then is abandoned and tried again. */
  timeoutMs?: number;
  attemptsMax?: number;
  /** First pause between attempts; doubles each time up to backoffMsMax. */
  backoffMs?: number;
  backoffMsMax?: number;
  /** Warnings about failed attempts; never given the body, which holds the player's token. */
  onAttemptFailed?: (details: { path: string; attempt: number; reason: string }) => void;
}

const defaults = { timeoutMs: 3000, attemptsMax: 5, backoffMs: 200, backoffMsMax: 2000 };

/**
 * The casino's seamless wallet, seen from the provider. Every attempt is signed afresh (the
 * signature window is 5 minutes) over the same body, so a retried call carries the same
 * transaction id and the casino answers it as the first one: retries never move money twice.
 */
export function createWalletClient(options: WalletClientOptions): WalletClient {
  const settings = { ...defaults, ...options };
  const baseUrl = options.apiUrl.replace(/\/+$/, '');

  async function attempt(path: string, rawBody: string): Promise<WalletOutcome | string> {
    const timestamp = String(Date.now());
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [walletHeaders.timestamp]: timestamp,
          [walletHeaders.signature]: signPayload(settings.secret, timestamp, rawBody),
        },
        body: rawBody,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      return error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${settings.timeoutMs} ms`
        : `network error: ${error instanceof Error ? error.message : String(error)}`;
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return `HTTP ${response.status} without a JSON answer`;
    }
    // The casino answers 5xx when it could not finish; its own advice is to retry the same id.
    if (response.status >= 500) return `HTTP ${response.status}`;
    const parsed = walletAnswer.safeParse(json);
    if (!parsed.success) return `HTTP ${response.status} with an answer outside the protocol`;
    const answer = parsed.data;
    return answer.ok ? { status: 'accepted', answer } : { status: 'refused', failure: answer };
  }

  async function call(path: string, body: object): Promise<WalletOutcome> {
    const rawBody = JSON.stringify(body);
    let reason = 'not attempted';
    for (let attemptNumber = 1; attemptNumber <= settings.attemptsMax; attemptNumber += 1) {
      const result = await attempt(path, rawBody);
      if (typeof result !== 'string') return result;
      reason = result;
      settings.onAttemptFailed?.({ path, attempt: attemptNumber, reason });
      if (attemptNumber < settings.attemptsMax) {
        const pauseMs = Math.min(
          settings.backoffMs * 2 ** (attemptNumber - 1),
          settings.backoffMsMax,
        );
        await sleep(pauseMs);
      }
    }
    return { status: 'unknown', reason };
  }

  return {
    balance: (body) => call('/wallet/balance', body),
    bet: (body) => call('/wallet/bet', body),
    win: (body) => call('/wallet/win', body),
    rollback: (body) => call('/wallet/rollback', body),
  };
}

function sleep(durationMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, durationMs));
}
