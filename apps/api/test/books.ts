import { expect } from 'vitest';
import type { Database } from '../src/db/database';
import { readBooks } from '../src/modules/ledger/read-books';

/** The trial balance every money test ends with: each currency sums to zero, no balance drifted. */
export async function expectBooksBalanced(db: Database): Promise<void> {
  for (const books of await readBooks(db)) {
    expect(books.totalMinor, books.currency).toBe(0);
    expect(books.driftedPlayerAccounts, books.currency).toBe(0);
  }
}
