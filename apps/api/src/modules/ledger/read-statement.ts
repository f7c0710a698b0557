import { and, eq, isNotNull } from 'drizzle-orm';
import type { CallData, statement } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { keysetPage } from '../../db/keyset-page';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema';

type StatementData = CallData<typeof statement>;

/** A player's movements, newest first, a page at a time (keyset on the posting id). */
export async function readStatement(
  db: Database,
  input: { playerId: number; pageSize: number; cursor?: number },
): Promise<StatementData> {
  const paging = keysetPage(ledgerPostings.id, 'newest first', input);
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
        paging.after,
      ),
    )
    .orderBy(paging.orderBy)
    .limit(paging.limit);
  const { page, nextCursor } = paging.cut(rows, (row) => row.postingId);
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
    nextCursor,
  };
}
