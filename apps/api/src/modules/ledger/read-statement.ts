import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { CallData, statement } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema';

type StatementData = CallData<typeof statement>;

/** A player's movements, newest first, a page at a time (keyset on the posting id). */
export async function readStatement(
  db: Database,
  input: { playerId: number; pageSize: number; cursor?: number },
): Promise<StatementData> {
  const rows = await db
    .select({
      postingId: ledgerPostings.id,
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      amountMinor: ledgerPostings.amountMinor,
      balanceAfterMinor: ledgerPostings.balanceAfterMinor,
      currency: ledgerAccounts.currency,
      reference: ledgerTransactions.reference,
      createdAt: ledgerPostings.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerAccounts.playerId, input.playerId),
        isNotNull(ledgerPostings.balanceAfterMinor),
        input.cursor === undefined ? undefined : lt(ledgerPostings.id, input.cursor),
      ),
    )
    .orderBy(desc(ledgerPostings.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      transactionId: row.transactionId,
      kind: row.kind,
      amountMinor: row.amountMinor,
      balanceAfterMinor: row.balanceAfterMinor ?? 0,
      currency: row.currency,
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > input.pageSize && last ? last.postingId : null,
  };
}
