import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { ledgerAccounts } from '../../db/schema';
import { accountCode } from './ledger-types';
import type { AccountRef } from './ledger-types';

/** Finds or opens a ledger account; opening is idempotent under concurrency. */
export async function ensureAccount(
  db: Database | Transaction,
  account: AccountRef,
  currency: string,
): Promise<number> {
  const code = accountCode(account, currency);
  const inserted = await db
    .insert(ledgerAccounts)
    .values({
      code,
      currency,
      kind: account.kind,
      playerId: account.kind === 'player' ? account.playerId : null,
    })
    .onConflictDoNothing({ target: ledgerAccounts.code })
    .returning({ id: ledgerAccounts.id });
  if (inserted[0]) return inserted[0].id;
  const [existing] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code))
    .limit(1);
  if (!existing) throw new Error(`ledger account ${code} neither inserted nor found`);
  return existing.id;
}
