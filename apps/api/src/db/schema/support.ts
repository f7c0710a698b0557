// The players' requests to support and their conversations.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, reference } from './columns';
import { players } from './account';
import { staffAccounts } from './staff';

export const supportTicketStatuses = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof supportTicketStatuses)[number];

/**
 * A player's request to support, from the contact form: `open` while it waits for staff,
 * `answered` once staff replied (a new message from the player opens it again), `closed` when
 * staff ended it. Its messages are in support_messages. A reply is unread for the player while
 * `last_reply_at` is later than `player_seen_at`.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: identity(),
    /** Public id: "ST" and ten random upper-case letters and digits. */
    ticketId: text('ticket_id').notNull(),
    playerId: reference('player_id', () => players.id),
    /** A topic of the contact form (`supportTopics`). */
    topic: text('topic').notNull(),
    status: text('status', { enum: supportTicketStatuses }).notNull(),
    messageCount: integer('message_count').notNull(),
    createdAt: createdAt(),
    lastMessageAt: instant('last_message_at').notNull(),
    /** The latest staff reply. */
    lastReplyAt: instant('last_reply_at'),
    /** When the player last opened the ticket. */
    playerSeenAt: instant('player_seen_at'),
    closedAt: instant('closed_at'),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => staffAccounts.id),
    /** The staff member the ticket is assigned to in the inbox; null while nobody has it. */
    assignedStaffId: bigint('assigned_staff_id', { mode: 'number' }).references(
      () => staffAccounts.id,
    ),
  },
  (table) => [
    uniqueIndex('support_tickets_ticket_id_key').on(table.ticketId),
    index('support_tickets_player_idx').on(table.playerId, table.id),
    index('support_tickets_status_idx').on(table.status, table.id),
    check('support_tickets_status_valid', sql`${table.status} in ('open', 'answered', 'closed')`),
    check(
      'support_tickets_closed_whole',
      sql`(${table.status} = 'closed') = (${table.closedAt} is not null)`,
    ),
    check('support_tickets_message_count_positive', sql`${table.messageCount} > 0`),
  ],
);

/** One message of a support ticket: the player's, or a staff member's reply the player reads. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: identity(),
    ticketId: reference('ticket_id', () => supportTickets.id),
    author: text('author', { enum: ['player', 'staff'] }).notNull(),
    /** The staff member who wrote a reply; null for the player's own messages. */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffAccounts.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_messages_ticket_idx').on(table.ticketId, table.id),
    check(
      'support_messages_author_valid',
      sql`(${table.author} = 'player' and ${table.staffId} is null)
        or (${table.author} = 'staff' and ${table.staffId} is not null)`,
    ),
    check('support_messages_body_length', sql`char_length(${table.body}) between 1 and 4000`),
  ],
);
