import { asc, eq } from 'drizzle-orm';
import { pspWebhookEvent } from '@sorte/contracts';
import type { PspWebhookEvent } from '@sorte/contracts';
import type { Database } from '../db/database';
import { webhookEvents } from '../db/schema';

/** The webhook events written for a charge or payout, oldest first, as the casino will read them. */
export async function readEvents(db: Database, subjectId: string): Promise<PspWebhookEvent[]> {
  const rows = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.subjectId, subjectId))
    .orderBy(asc(webhookEvents.createdAt));
  return rows.map((row) => pspWebhookEvent.parse(JSON.parse(row.body)));
}
