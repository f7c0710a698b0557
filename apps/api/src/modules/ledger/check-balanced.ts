import type { TransactionRequest } from './ledger-types';

export type BalanceProblem =
  'too_few_postings' | 'zero_or_fractional_amount' | 'unbalanced' | 'empty_idempotency_key';

/**
 * A transaction is written only if it balances: at least two postings, every amount a non-zero
 * safe integer, and the amounts summing to exactly zero.
 */
export function checkBalanced(request: TransactionRequest): BalanceProblem | null {
  if (request.idempotencyKey.trim() === '') return 'empty_idempotency_key';
  if (request.postings.length < 2) return 'too_few_postings';
  let sum = 0n;
  for (const posting of request.postings) {
    if (!Number.isSafeInteger(posting.amountMinor) || posting.amountMinor === 0) {
      return 'zero_or_fractional_amount';
    }
    sum += BigInt(posting.amountMinor);
  }
  return sum === 0n ? null : 'unbalanced';
}
