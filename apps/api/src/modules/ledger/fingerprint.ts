import { createHash } from 'node:crypto';
import { accountCode } from './ledger-types';
import type { TransactionRequest } from './ledger-types';

/** Same request, same fingerprint, whatever the order of its postings. */
export function fingerprintOf(request: TransactionRequest): string {
  const postings = request.postings
    .map((posting) => `${accountCode(posting.account, request.currency)}=${posting.amountMinor}`)
    .sort();
  const canonical = [request.kind, request.currency, request.reference ?? '', ...postings].join(
    '|',
  );
  return createHash('sha256').update(canonical).digest('hex');
}
