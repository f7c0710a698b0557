import { expect } from 'vitest';
import type { Database } from '../src/db/database';
import { readBooks } from '../src/modules/ledger/read-books';
import { readUnattachedRows } from '../src/modules/ledger/unattached-rows';

/**
 * The trial balance every money test ends with: each currency sums to zero, no balance drifted,
 * and no posting, round or wallet answer points at a row that is not there.
 */
export async function expectBooksBalanced(db: Database): Promise<void> {
  for (const books of await readBooks(db)) {
    expect(books.totalMinor, books.currency).toBe(0);
    expect(books.driftedPlayerAccounts, books.currency).toBe(0);
  }
  expect(await readUnattachedRows(db)).toEqual({ postings: 0, rounds: 0, wallet_calls: 0 });
}
