import { and, eq, gte, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema';
import { checkBalanced } from './check-balanced';
import { ensureAccount } from './ensure-account';
import { fingerprintOf } from './fingerprint';
import type { TransactionRequest } from './ledger-types';

export type PostResult =
  | { status: 'posted'; transactionId: number; playerBalances: Record<number, number> }
  | { status: 'duplicate'; transactionId: number }
  | { status: 'mismatch'; transactionId: number };

/** Thrown inside the database transaction so everything it wrote is rolled back. */
export class InsufficientFundsError extends Error {
  constructor(readonly playerId: number) {
    super(`player ${playerId} has insufficient funds`);
    this.name = 'InsufficientFundsError';
  }
}

/**
 * Writes one balanced transaction inside the caller's database transaction, so the caller can
 * write its own rows (a round, an order) atomically with the money.
 *
 * The same idempotency key twice moves nothing: the second call learns the first's transaction
 * id, or that the key was reused for a different request. A player debit that would take the
 * balance below zero throws InsufficientFundsError, which rolls the caller's transaction back.
 */
export async function postTransaction(
  tx: Transaction,
  request: TransactionRequest,
): Promise<PostResult> {
  const problem = checkBalanced(request);
  if (problem) throw new Error(`refusing to post ${request.idempotencyKey}: ${problem}`);
  const fingerprint = fingerprintOf(request);

  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      idempotencyKey: request.idempotencyKey,
      kind: request.kind,
      currency: request.currency,
      fingerprint,
      reference: request.reference ?? null,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });

  if (!created) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id, fingerprint: ledgerTransactions.fingerprint })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, request.idempotencyKey))
      .limit(1);
    if (!existing)
      throw new Error(`idempotency key ${request.idempotencyKey} conflicted but is gone`);
    return existing.fingerprint === fingerprint
      ? { status: 'duplicate', transactionId: existing.id }
      : { status: 'mismatch', transactionId: existing.id };
  }

  // Player rows are locked in id order so two transactions touching the same players cannot
  // deadlock; debits are applied with a guard, and the CHECK constraint backs the guard up.
  const resolved = await Promise.all(
    request.postings.map(async (posting) => ({
      posting,
      accountId: await ensureAccount(tx, posting.account, request.currency),
    })),
  );
  resolved.sort((left, right) => left.accountId - right.accountId);

  const playerBalances: Record<number, number> = {};
  const rows: (typeof ledgerPostings.$inferInsert)[] = [];
  for (const { posting, accountId } of resolved) {
    let balanceAfterMinor: number | null = null;
    if (posting.account.kind === 'player') {
      const [updated] = await tx
        .update(ledgerAccounts)
        .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${posting.amountMinor}` })
        .where(
          and(
            eq(ledgerAccounts.id, accountId),
            gte(sql`${ledgerAccounts.balanceMinor} + ${posting.amountMinor}`, 0),
          ),
        )
        .returning({ balanceMinor: ledgerAccounts.balanceMinor });
      if (!updated) throw new InsufficientFundsError(posting.account.playerId);
      balanceAfterMinor = updated.balanceMinor;
      playerBalances[posting.account.playerId] = updated.balanceMinor;
    }
    rows.push({
      transactionId: created.id,
      accountId,
      amountMinor: posting.amountMinor,
      balanceAfterMinor,
    });
  }
  await tx.insert(ledgerPostings).values(rows);
  return { status: 'posted', transactionId: created.id, playerBalances };
}
