import type { Envelope } from '@sorte/contracts';
import { regionBypassHeaders } from './blocked-language';
import { appConfig } from './config';
import { forgetSession, getToken } from './session';
import { showToast, startSpinner } from './ui-store';

/** Codes for failures that never reached a server answer; server codes come from its msgCode. */
export const clientErrorCodes = {
  network: 'network_error',
  timeout: 'timeout',
  badResponse: 'bad_response',
} as const;

export const tokenInvalidCode = 'token_invalid';

/** Answers that end the session on this device: the token is gone for good. */
const sessionEndedCodes: readonly string[] = [tokenInvalidCode, 'session_idle'];

/** A call that did not succeed: `msgCode` is the server's stable code, or one of clientErrorCodes. */
export class ApiError extends Error {
  readonly msgCode: string;
  readonly path: string;

  constructor(message: string, msgCode: string, path: string) {
    super(message);
    this.name = 'ApiError';
    this.msgCode = msgCode;
    this.path = path;
  }
}

/** What every call body may carry besides its own fields (seed §7). */
export interface ClientFlags {
  notSpinning?: boolean;
}

export type ApiCall = <Data>(path: string, body: ClientFlags) => Promise<Data>;

export interface ApiClientDependencies {
  fetch: typeof fetch;
  getToken: () => string | null;
  /** The server said the token is bad or expired: the player is signed out locally. */
  onTokenInvalid: () => void;
  startSpinner: () => () => void;
  showToast: (message: string) => void;
  timeoutMs: number;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean'
  );
}

export function createApiClient(dependencies: ApiClientDependencies): ApiCall {
  return async function call<Data>(path: string, body: ClientFlags): Promise<Data> {
    const stopSpinner = body.notSpinning ? () => undefined : dependencies.startSpinner();
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), dependencies.timeoutMs);
    try {
      let response: Response;
      try {
        response = await dependencies.fetch(path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'access-token': dependencies.getToken() ?? '',
            ...regionBypassHeaders(),
          },
          body: JSON.stringify(body),
          signal: abort.signal,
        });
      } catch (error) {
        const code = abort.signal.aborted ? clientErrorCodes.timeout : clientErrorCodes.network;
        throw new ApiError(error instanceof Error ? error.message : String(error), code, path);
      }

      let answer: unknown;
      try {
        answer = await response.json();
      } catch {
        answer = null;
      }
      if (!isEnvelope(answer)) {
        throw new ApiError(
          `unexpected answer (HTTP ${response.status})`,
          clientErrorCodes.badResponse,
          path,
        );
      }
      if (!answer.success) {
        if (answer.msg) dependencies.showToast(answer.msg);
        if (sessionEndedCodes.includes(answer.msgCode)) dependencies.onTokenInvalid();
        throw new ApiError(answer.msg, answer.msgCode, path);
      }
      // The answer is taken as the call's contract describes it, unchecked here so zod stays out
      // of this bundle: the api holds every answer to that schema outside production (a mismatch
      // is a 500 in development and a failed test), and a test drives every call to prove it.
      return answer.data as Data;
    } finally {
      clearTimeout(timer);
      stopSpinner();
    }
  };
}

/** The app's client: same-origin api, token from the session, overlays from the ui store. */
export const callApi: ApiCall = createApiClient({
  // Looked up at call time so tests (and polyfills) can replace the global.
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => getToken(),
  onTokenInvalid: forgetSession,
  startSpinner,
  showToast,
  timeoutMs: appConfig.requestTimeoutMs,
});
