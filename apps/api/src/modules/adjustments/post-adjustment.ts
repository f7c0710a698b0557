import { eq } from 'drizzle-orm';
import { getMarket, isMarketCode } from '@sorte/markets';
import type { Transaction } from '../../db/database';
import { manualAdjustments } from '../../db/schema';
import type { ManualAdjustmentStatus } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { postTransaction } from '../ledger/post-transaction';
import { manualAdjustmentTransaction } from '../ledger/postings/manual-adjustment-transaction';

type AdjustmentRow = typeof manualAdjustments.$inferSelect;

/** The turnover a bonus correction carries: the market's bonus multiple of it; none for cash. */
function wageringChangeOf(adjustment: AdjustmentRow, market: string): number {
  if (adjustment.account !== 'bonus') return 0;
  if (!isMarketCode(market)) throw new Error(`adjustment ${adjustment.adjustmentId}: ${market}`);
  return adjustment.amountMinor * getMarket(market).bonusWageringMultiple;
}

/**
 * Moves a decided adjustment's money through the ledger's one writer, keyed `adjustment:<id>` so
 * it is posted once whatever happens, and marks the row posted by `decidedBy`. Call it after the
 * player's locks. A debit larger than the balance is refused (adjustment_exceeds_balance) and the
 * caller's transaction rolls back whole: nothing is written.
 */
export async function postAdjustment(
  tx: Transaction,
  adjustment: AdjustmentRow,
  decision: { market: string; decidedBy: number; now: Date },
): Promise<AdjustmentRow> {
  const posted = await postTransaction(
    tx,
    manualAdjustmentTransaction({
      playerId: adjustment.playerId,
      currency: adjustment.currency,
      adjustmentId: adjustment.adjustmentId,
      amountMinor: adjustment.amountMinor,
      account: adjustment.account,
      wageringChangeMinor: wageringChangeOf(adjustment, decision.market),
    }),
  );
  if (posted.status === 'insufficient') throw new PlayerError('adjustment_exceeds_balance', 409);
  if (posted.status === 'mismatch') {
    throw new Error(`adjustment ${adjustment.adjustmentId}: its ledger key holds another request`);
  }
  const status: ManualAdjustmentStatus = 'posted';
  const [updated] = await tx
    .update(manualAdjustments)
    .set({
      status,
      decidedBy: decision.decidedBy,
      decidedAt: decision.now,
      ledgerTransactionId: posted.transactionId,
    })
    .where(eq(manualAdjustments.id, adjustment.id))
    .returning();
  if (!updated) throw new Error(`adjustment ${adjustment.adjustmentId} vanished while locked`);
  return updated;
}
