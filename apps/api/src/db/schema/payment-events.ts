// The payment provider's webhook events, each applied once.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Every payment-provider webhook event processed, by its id: a repeat is answered and ignored. */
export const pspEvents = pgTable('psp_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** What processing it did: credited, expired, review, ignored (and why). */
  outcome: text('outcome').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});
