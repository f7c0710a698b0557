import { and, asc, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { webhookEvents } from '../db/schema';
import type { WebhookEventRow } from '../db/schema';

/**
 * Takes up to `limit` events that are due and held by no one, and holds them for `leaseMs`. The
 * rows are locked FOR UPDATE SKIP LOCKED while being marked, so two loops (in one process or
 * several) never claim the same event; the lease keeps it theirs while the HTTP call runs outside
 * any transaction, and frees it for a retry if the process dies mid-delivery. Each claim counts as
 * an attempt.
 */
export async function claimDueEvents(
  db: Database,
  options: { nowMs: number; limit: number; leaseMs: number },
): Promise<WebhookEventRow[]> {
  const now = new Date(options.nowMs);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(
        and(
          isNull(webhookEvents.deliveredAt),
          isNull(webhookEvents.abandonedAt),
          lte(webhookEvents.nextAttemptAt, now),
          or(isNull(webhookEvents.lockedUntil), lte(webhookEvents.lockedUntil, now)),
        ),
      )
      .orderBy(asc(webhookEvents.nextAttemptAt))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookEvents)
      .set({
        lockedUntil: new Date(options.nowMs + options.leaseMs),
        attempts: sql`${webhookEvents.attempts} + 1`,
      })
      .where(
        inArray(
          webhookEvents.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}
