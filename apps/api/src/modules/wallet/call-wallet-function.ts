import { hash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WalletAnswer, WalletErrorCode } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { databaseErrorCode } from '../../db/database-error';
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
    // Code-unit order: locale collation would cost more than the rest of the call's hashing.
    Object.entries(body).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)),
  );
  return hash('sha256', `${action}|${canonical}`, 'hex');
}

/**
 * The request the database functions take: the token only as its hash, and, for a bet or a win,
 * `at`, the api's clock, at which limits are judged and the round dated (outside the fingerprint:
 * a retry is the same call whenever it comes).
 */
export function toWalletRequest(
  fn: WalletFunction,
  provider: string,
  body: { token: string } & Record<string, unknown>,
  at?: Date,
): WalletRequest {
  const { token, ...fields } = body;
  return {
    ...fields,
    provider,
    tokenHash: hashAccessToken(token),
    fingerprint: fingerprintWalletCall(fn, body),
    ...(at ? { at: at.toISOString() } : {}),
  };
}

/** A call the batcher runs: its function and its request. */
export interface WalletCall {
  fn: WalletFunction;
  request: WalletRequest;
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
  return retryableCodes.has(databaseErrorCode(error) ?? '');
}

/** What a batch answered, and whose account it changed (announced by the caller, decision 0030). */
export interface WalletBatchOutcome {
  answers: StoredAnswer[];
  changedPlayers: number[];
}

/**
 * Runs wallet calls in order as one statement and one transaction
 * (`wallet_batch_announced_by_caller`): a single round trip that locks the players' balance rows
 * in account order, then for each call resolves the game session, replays a retried call, moves
 * the money, updates the round and records the answer (docs/decisions/0003, 0005). The players it
 * names are the caller's to announce (docs/decisions/0030).
 */
export async function runWalletBatch(
  db: Database,
  calls: WalletCall[],
): Promise<WalletBatchOutcome> {
  const [row] = await queryRows<{ outcome: { answers: StoredAnswer[]; changedPlayers: number[] } }>(
    db,
    sql`select wallet_batch_announced_by_caller(${JSON.stringify(calls)}::jsonb) as outcome`,
  );
  const answers = row?.outcome.answers ?? [];
  if (answers.length !== calls.length) throw new Error('wallet_batch answered a different count');
  return { answers, changedPlayers: row?.outcome.changedPlayers ?? [] };
}

/** One wallet call on its own, run again while the database reports a safe-to-retry conflict. */
export async function runWalletCall(
  db: Database,
  fn: WalletFunction,
  request: WalletRequest,
): Promise<{ answer: StoredAnswer; changedPlayers: number[] }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const {
        answers: [answer],
        changedPlayers,
      } = await runWalletBatch(db, [{ fn, request }]);
      if (!answer) throw new Error(`${fn} answered nothing`);
      return { answer, changedPlayers };
    } catch (error) {
      if (attempt >= attemptsMax || !isRetryableDatabaseError(error)) throw error;
    }
  }
}
