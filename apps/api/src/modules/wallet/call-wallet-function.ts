import { hash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WalletAnswer, WalletErrorCode } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { hashAccessToken } from '../auth/access-token';
import { walletFailure } from './wallet-refusal';

export type WalletFunction = 'wallet_bet' | 'wallet_win' | 'wallet_rollback';

/** What the database functions answer: failures carry a code and, sometimes, a detail. */
export type StoredAnswer =
  | { ok: true; balance: number | string; currency: string; transactionId: string }
  | { ok: false; code: WalletErrorCode; message?: string };

export type WalletRequest = Record<string, unknown> & { provider: string; tokenHash: string };

/** Same request, same fingerprint, whatever the order of its fields. */
export function fingerprintWalletCall(action: string, body: object): string {
  const canonical = JSON.stringify(
    Object.entries(body).sort(([left], [right]) => left.localeCompare(right)),
  );
  return hash('sha256', `${action}|${canonical}`, 'hex');
}

/** The request the database functions take: the token only as its hash. */
export function toWalletRequest(
  fn: WalletFunction,
  provider: string,
  body: { token: string } & Record<string, unknown>,
): WalletRequest {
  const { token, ...fields } = body;
  return {
    ...fields,
    provider,
    tokenHash: hashAccessToken(token),
    fingerprint: fingerprintWalletCall(fn, body),
  };
}

export function toWalletAnswer(answer: StoredAnswer): WalletAnswer {
  return answer.ok
    ? { ...answer, balance: Number(answer.balance) }
    : walletFailure(answer.code, answer.message);
}

// A unique violation means a twin of this call committed first (the retry then replays its
// answer); a deadlock or serialization failure is safe to run again: nothing was written.
const retryableCodes = new Set(['23505', '40P01', '40001']);
const attemptsMax = 4;

export function isRetryableDatabaseError(error: unknown): boolean {
  return retryableCodes.has(errorCode(error) ?? '');
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === 'string') return direct;
  return errorCode((error as { cause?: unknown }).cause);
}

/**
 * Runs one wallet call as one database function: a single round trip that resolves the game
 * session, replays a retried call, moves the money, updates the round and records the answer,
 * atomically (docs/decisions/0003-wallet-in-one-round-trip.md).
 */
export async function runWalletFunction(
  db: Database,
  fn: WalletFunction,
  request: WalletRequest,
): Promise<StoredAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [row] = await queryRows<{ answer: StoredAnswer }>(
        db,
        sql`select ${sql.raw(fn)}(${JSON.stringify(request)}::jsonb) as answer`,
      );
      if (!row) throw new Error(`${fn} answered nothing`);
      return row.answer;
    } catch (error) {
      if (attempt >= attemptsMax || !isRetryableDatabaseError(error)) throw error;
    }
  }
}
