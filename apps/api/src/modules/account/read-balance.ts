import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { ledgerAccounts } from '../../db/schema';

/** The player's cash balance in minor units, read from their ledger account. */
export async function readBalanceMinor(
  db: Database | Transaction,
  playerId: number,
  currency: string,
): Promise<number> {
  const [account] = await db
    .select({ balanceMinor: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.currency, currency)))
    .limit(1);
  return account?.balanceMinor ?? 0;
}
