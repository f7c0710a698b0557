import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rounds } from '../db/schema';
import type { DecisionMaker, RoundStatus } from '../db/schema';
import type { GameOutcome } from '../page-api/answers';
import type { RoundRecord } from './round-record';

const finished: readonly RoundStatus[] = ['settled', 'rolled_back', 'failed'];

/**
 * Moves a round on from the status it was read in. The guard on the old status makes a late
 * writer (a slow request racing the settlement loop) a no-op instead of undoing a later state.
 */
export async function recordRoundResult(
  db: Database,
  round: Pick<RoundRecord, 'id' | 'status'>,
  change: {
    status: RoundStatus;
    balanceBeforeMinor?: number;
    balanceAfterMinor?: number;
    lastError?: string | null;
    nextSettleAt?: Date;
    /** A decision changes what the round is: its outcome, its stake and its win. */
    outcome?: GameOutcome;
    betMinor?: number;
    winMinor?: number;
    decision?: string;
    decidedBy?: DecisionMaker;
  },
): Promise<RoundRecord | undefined> {
  const isFinished = finished.includes(change.status);
  const [updated] = await db
    .update(rounds)
    .set({
      ...change,
      updatedAt: new Date(),
      ...(isFinished ? { settlementToken: null, settledAt: new Date(), nextSettleAt: null } : {}),
      ...(change.status === 'settled' ? { lastError: null } : {}),
    })
    .where(and(eq(rounds.id, round.id), eq(rounds.status, round.status)))
    .returning();
  return updated;
}

/** Notes why a round is still unfinished, for the operator and the next attempt. */
export async function noteSettleProblem(
  db: Database,
  round: Pick<RoundRecord, 'id'>,
  problem: string,
  nextSettleAt: Date,
): Promise<void> {
  await db
    .update(rounds)
    .set({ lastError: problem, nextSettleAt, updatedAt: sql`now()` })
    .where(eq(rounds.id, round.id));
}

/** The round as it is now, after another writer moved it on first. */
export async function reloadRound(db: Database, round: RoundRecord): Promise<RoundRecord> {
  const [current] = await db.select().from(rounds).where(eq(rounds.id, round.id));
  return current ?? round;
}
