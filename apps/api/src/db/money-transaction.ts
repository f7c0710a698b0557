import type { Database, Transaction } from './database';
import { databaseErrorCode } from './database-error';

/** PostgreSQL broke a deadlock (40P01) or refused a serialization (40001): nothing was written. */
const contentionCodes = new Set(['40P01', '40001']);

/** Attempts in all; the lock order (decision 0016) leaves contention as a rare exception. */
export const moneyTransactionAttemptsMax = 4;

export function isContention(error: unknown): boolean {
  return contentionCodes.has(databaseErrorCode(error) ?? '');
}

/**
 * A transaction of a money path, run again from the start when PostgreSQL undoes it for
 * contention, a bounded number of times, so a player never reads `internal_error` because two of
 * their calls met. Safe because an undone attempt wrote nothing and every movement inside is keyed
 * by its business fact: the next attempt decides again on what is committed by then.
 */
export async function moneyTransaction<Result>(
  db: Database,
  work: (tx: Transaction) => Promise<Result>,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= moneyTransactionAttemptsMax || !isContention(error)) throw error;
      // A short pause, different per attempt and per caller, so the two that met do not meet again.
      await new Promise((resolve) => setTimeout(resolve, attempt * 5 + Math.random() * 10));
    }
  }
}
