import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { opsAdjustmentView } from '@sorte/contracts';
import { isMarketCode } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { manualAdjustments, players, staffAccounts } from '../../db/schema';

export type OpsAdjustmentView = z.input<typeof opsAdjustmentView>;

const proposer = alias(staffAccounts, 'proposer');
const decider = alias(staffAccounts, 'decider');

/**
 * Adjustments as staff see them, with the player's public id and market and who proposed and
 * decided each, in the order asked (at most `limit` rows).
 */
export async function readAdjustmentViews(
  db: Database | Transaction,
  query: { where: SQL | undefined; orderBy: SQL; limit: number },
): Promise<{ rowId: number; view: OpsAdjustmentView }[]> {
  const rows = await db
    .select({
      adjustment: manualAdjustments,
      playerExternalId: players.externalId,
      market: players.market,
      proposedBy: proposer.username,
      decidedBy: decider.username,
    })
    .from(manualAdjustments)
    .innerJoin(players, eq(players.id, manualAdjustments.playerId))
    .innerJoin(proposer, eq(proposer.id, manualAdjustments.proposedBy))
    .leftJoin(decider, eq(decider.id, manualAdjustments.decidedBy))
    .where(query.where)
    .orderBy(query.orderBy)
    .limit(query.limit);
  return rows.map(({ adjustment, market, ...row }) => {
    if (!isMarketCode(market)) throw new Error(`adjustment ${adjustment.adjustmentId}: ${market}`);
    const view: OpsAdjustmentView = {
      adjustmentId: adjustment.adjustmentId,
      playerId: row.playerExternalId,
      market,
      currency: adjustment.currency,
      amountMinor: adjustment.amountMinor,
      account: adjustment.account,
      reason: adjustment.reason,
      status: adjustment.status,
      proposedBy: row.proposedBy,
      createdAt: adjustment.createdAt.toISOString(),
      decidedBy: row.decidedBy,
      decidedAt: adjustment.decidedAt?.toISOString() ?? null,
    };
    return { rowId: adjustment.id, view };
  });
}

/** One adjustment's view, by its row id (read in the caller's transaction, after its write). */
export async function adjustmentViewOf(
  db: Database | Transaction,
  rowId: number,
): Promise<OpsAdjustmentView> {
  const [found] = await readAdjustmentViews(db, {
    where: eq(manualAdjustments.id, rowId),
    orderBy: manualAdjustments.id.getSQL(),
    limit: 1,
  });
  if (!found) throw new Error(`adjustment row ${rowId} not found after its write`);
  return found.view;
}
