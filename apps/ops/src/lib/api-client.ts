import type { CallBody, CallData, Envelope, PlayerCall } from '@sorte/contracts';
import { opsCallRoles } from '@sorte/contracts/ops-roles';
import type { z } from 'zod';
import { endSessionByApi, getSession } from './session';

/** Codes of failures that never reached an answer of the api; others are its msgCode. */
export const networkErrorCode = 'network_error';

/** A call the api refused: `msgCode` is its stable code, which the console words. */
export class OpsError extends Error {
  readonly msgCode: string;
  readonly status: number;

  constructor(message: string, msgCode: string, status: number) {
    super(message);
    this.name = 'OpsError';
    this.msgCode = msgCode;
    this.status = status;
  }
}

// Long enough for an approval that sends a payout to the provider; no call waits forever.
const timeoutMs = 20_000;

async function post(path: string, body: unknown, token: string | undefined): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new OpsError(error instanceof Error ? error.message : String(error), networkErrorCode, 0);
  }
}

/** The one ops call made without a session. */
const signInPath = '/ops/login';

/**
 * One `/ops` call, typed by its contract (`opsCall<typeof opsWithdrawals>('/ops/withdrawals',
 * …)`): the body it takes, the data it answers. The contract is a type only, so zod stays out of
 * the bundle; a path the api does not know is an assertion (every ops call is in
 * `opsCallRoles`). The session's token goes as `authorization: Bearer`. An answer that the token
 * is no good ends the session in this tab, so the console returns to the sign-in.
 */
export async function opsCall<C extends PlayerCall<z.ZodType, z.ZodType>>(
  path: string,
  body: CallBody<C>,
): Promise<CallData<C>> {
  if (!opsCallRoles[path] && path !== signInPath) throw new Error(`${path} is no ops call`);
  const isPublic = path === signInPath;
  const response = await post(path, body, isPublic ? undefined : getSession()?.token);
  let answer: Envelope<CallData<C>> | null = null;
  try {
    answer = (await response.json()) as Envelope<CallData<C>>;
  } catch {
    answer = null;
  }
  if (!answer || !answer.success || answer.data === null) {
    const code = answer?.msgCode ?? 'bad_response';
    if (!isPublic && code === 'token_invalid') endSessionByApi();
    throw new OpsError(answer?.msg ?? response.statusText, code, response.status);
  }
  return answer.data;
}
