import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { accountRefText } from './ledger-types';
import type { TransactionRequest } from './ledger-types';

/**
 * What the ledger did with a transaction, as `ledger_post` answers:
 * - `applied`: written; each player's balance and how much their turnover requirement changed;
 * - `duplicate`: the key was used before for this same request, nothing moved;
 * - `mismatch`: the key was used before for another request, nothing moved;
 * - `insufficient`: a player debit would have gone below zero, nothing moved.
 * Every caller decides what each means for its own records: none may assume `applied`.
 */
export type PostResult =
  | {
      status: 'applied';
      transactionId: number;
      playerBalances: Record<number, number>;
      wageringChanges: Record<number, number>;
    }
  | { status: 'duplicate' | 'mismatch'; transactionId: number }
  | { status: 'insufficient' };

interface PostRow {
  status: PostResult['status'];
  transaction_id: number | string | null;
  balances_after: (number | string | null)[] | null;
  wagering_applied: (number | string | null)[] | null;
}

/**
 * Writes one balanced transaction through the ledger's one writer, the database function
 * `ledger_post` (src/modules/ledger/sql/ledger_post.sql), inside the caller's database transaction
 * so the caller can write its own rows (an order, a withdrawal) atomically with the money. A
 * request that does not balance is a bug: the database refuses it and the transaction rolls back.
 */
export async function postTransaction(
  tx: Database | Transaction,
  request: TransactionRequest,
): Promise<PostResult> {
  const refs = request.postings.map((posting) => accountRefText(posting.account));
  const amounts = request.postings.map((posting) => posting.amountMinor);
  const wagering = request.postings.map((posting) => posting.wageringChangeMinor ?? 0);
  const [row] = await queryRows<PostRow>(
    tx,
    sql`select status, transaction_id, balances_after, wagering_applied from ledger_post(
      ${request.idempotencyKey}, ${request.kind}, ${request.currency}, ${request.reference ?? null},
      ${sql.param(refs)}::text[], ${sql.param(amounts)}::bigint[], ${sql.param(wagering)}::bigint[])`,
  );
  if (!row) throw new Error(`ledger_post answered nothing for ${request.idempotencyKey}`);
  if (row.status === 'insufficient') return { status: 'insufficient' };
  const transactionId = Number(row.transaction_id);
  if (row.status !== 'applied') return { status: row.status, transactionId };

  const playerBalances: Record<number, number> = {};
  const wageringChanges: Record<number, number> = {};
  request.postings.forEach((posting, index) => {
    if (posting.account.kind !== 'player') return;
    playerBalances[posting.account.playerId] = Number(row.balances_after?.[index]);
    wageringChanges[posting.account.playerId] = Number(row.wagering_applied?.[index]);
  });
  return { status: 'applied', transactionId, playerBalances, wageringChanges };
}
