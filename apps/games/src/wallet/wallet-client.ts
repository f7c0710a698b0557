import type { z } from 'zod';
import { walletAnswer, walletHeaders, walletPlayAnswer } from '@sorte/contracts';
import type {
  WalletAnswer,
  WalletBalanceBody,
  WalletBetBody,
  WalletFailure,
  WalletPlayBody,
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

/**
 * What a round in one call came to: its bet refused (no win was sent), or taken with its win's
 * own answer (accepted, or refused and to be sent again on its own), or no answer at all.
 */
export type WalletPlayOutcome =
  | { status: 'accepted'; bet: WalletSuccess; win: WalletAnswer }
  | { status: 'refused'; failure: WalletFailure }
  | { status: 'unknown'; reason: string };

export interface WalletClient {
  balance(body: WalletBalanceBody): Promise<WalletOutcome>;
  bet(body: WalletBetBody): Promise<WalletOutcome>;
  win(body: WalletWinBody): Promise<WalletOutcome>;
  /** A round whose outcome is known at its stake: its bet, then its win, in one call. */
  play(body: WalletPlayBody): Promise<WalletPlayOutcome>;
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

  /** The call, attempted until answered or out of attempts: the answer, or the last reason. */
  async function call<Answer extends object>(
    path: string,
    body: object,
    protocol: z.ZodType<Answer>,
  ): Promise<Answer | { unanswered: string }> {
    const rawBody = JSON.stringify(body);
    let reason = 'not attempted';
    for (let attemptNumber = 1; attemptNumber <= settings.attemptsMax; attemptNumber += 1) {
      const result = await attempt(settings, `${baseUrl}${path}`, rawBody, protocol);
      if (!('unanswered' in result)) return result;
      reason = result.unanswered;
      settings.onAttemptFailed?.({ path, attempt: attemptNumber, reason });
      if (attemptNumber < settings.attemptsMax) {
        const pauseMs = Math.min(
          settings.backoffMs * 2 ** (attemptNumber - 1),
          settings.backoffMsMax,
        );
        await sleep(pauseMs);
      }
    }
    return { unanswered: reason };
  }

  async function movement(path: string, body: object): Promise<WalletOutcome> {
    const answer = await call(path, body, walletAnswer);
    if ('unanswered' in answer) return { status: 'unknown', reason: answer.unanswered };
    return answer.ok ? { status: 'accepted', answer } : { status: 'refused', failure: answer };
  }

  return {
    balance: (body) => movement('/wallet/balance', body),
    bet: (body) => movement('/wallet/bet', body),
    win: (body) => movement('/wallet/win', body),
    async play(body) {
      const answer = await call('/wallet/play', body, walletPlayAnswer);
      if ('unanswered' in answer) return { status: 'unknown', reason: answer.unanswered };
      return answer.ok
        ? { status: 'accepted', bet: answer.bet, win: answer.win }
        : { status: 'refused', failure: answer };
    },
    rollback: (body) => movement('/wallet/rollback', body),
  };
}

/** One attempt: the casino's answer held to `protocol`, or why there was none. */
async function attempt<Answer>(
  settings: { secret: string; timeoutMs: number },
  url: string,
  rawBody: string,
  protocol: z.ZodType<Answer>,
): Promise<Answer | { unanswered: string }> {
  const timestamp = String(Date.now());
  let response: Response;
  try {
    response = await fetch(url, {
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
    return {
      unanswered:
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${settings.timeoutMs} ms`
          : `network error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { unanswered: `HTTP ${response.status} without a JSON answer` };
  }
  // The casino answers 5xx when it could not finish; its own advice is to retry the same id.
  if (response.status >= 500) return { unanswered: `HTTP ${response.status}` };
  const parsed = protocol.safeParse(json);
  if (!parsed.success) {
    return { unanswered: `HTTP ${response.status} with an answer outside the protocol` };
  }
  return parsed.data;
}

function sleep(durationMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, durationMs));
}
