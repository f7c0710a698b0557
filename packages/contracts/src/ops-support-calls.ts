import { z } from 'zod';
import { marketCodes } from '@sorte/markets';
import { supportTicketId, supportTicketStatuses } from './calls/support';
import { definePlayerCall } from './player-call';
import { supportTopics } from './support/check-support-message';

/** A message as staff read it: who of them wrote it. */
export const opsSupportMessageView = z.object({
  author: z.enum(['player', 'staff']),
  /** The staff member who wrote it; null for the player's. */
  staffUsername: z.string().nullable(),
  text: z.string(),
  at: z.string(),
});

/** A ticket in the staff queue, with what staff need to answer in the player's own words. */
export const opsSupportTicketSummary = z.object({
  ticketId: z.string(),
  /** The player's public id, as the withdrawal queue shows it. */
  playerId: z.string(),
  market: z.enum(marketCodes),
  /** The language to answer in: the player's market's. */
  language: z.string(),
  topic: z.enum(supportTopics),
  status: z.enum(supportTicketStatuses),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  lastMessageBy: z.enum(['player', 'staff']),
  preview: z.string(),
  messageCount: z.number().int().positive(),
  closedAt: z.string().nullable(),
  /** The staff member the ticket is assigned to in the inbox; null while nobody has it. */
  assignedTo: z.string().nullable(),
});

export const opsSupportTicketView = opsSupportTicketSummary.extend({
  /** Oldest first. */
  messages: z.array(opsSupportMessageView),
});

export const opsSupportTickets = definePlayerCall({
  path: '/ops/tickets',
  summary:
    'Support tickets of one status, oldest first (those waiting for an answer, `open`, by default).',
  public: false,
  body: z
    .object({
      status: z.enum(supportTicketStatuses).optional(),
      pageSize: z.number().int().min(1).max(100).optional(),
      cursor: z.number().int().safe().positive().optional(),
    })
    .strict(),
  data: z.object({
    list: z.array(opsSupportTicketSummary),
    nextCursor: z.number().int().nullable(),
  }),
});

export const opsSupportTicket = definePlayerCall({
  path: '/ops/tickets/read',
  summary: 'One support ticket with every message, for staff.',
  public: false,
  body: z.object({ ticketId: supportTicketId }).strict(),
  data: z.object({ ticket: opsSupportTicketView }),
});

export const opsReplySupportTicket = definePlayerCall({
  path: '/ops/tickets/reply',
  summary:
    'Answers a ticket (1 to 4000 characters): the reply is what the player reads, and the ticket is `answered` and unread for them until they open it. A closed ticket takes no reply (ticket_closed).',
  public: false,
  body: z.object({ ticketId: supportTicketId, message: z.string().max(8000) }).strict(),
  data: z.object({ ticket: opsSupportTicketView }),
});

export const opsCloseSupportTicket = definePlayerCall({
  path: '/ops/tickets/close',
  summary:
    'Closes a ticket: it takes no more messages from either side. Closing a closed ticket answers it as it is.',
  public: false,
  body: z.object({ ticketId: supportTicketId }).strict(),
  data: z.object({ ticket: opsSupportTicketView }),
});

export const opsAssignSupportTicket = definePlayerCall({
  path: '/ops/tickets/assign',
  summary:
    'Assigns a ticket to a staff member by username, or to the caller when no username is given; audited. An unknown or disabled username is refused (staff_unknown).',
  public: false,
  body: z
    .object({ ticketId: supportTicketId, staffUsername: z.string().min(1).max(64).optional() })
    .strict(),
  data: z.object({ ticket: opsSupportTicketView }),
});

export const opsSupportCalls = [
  opsSupportTickets,
  opsSupportTicket,
  opsReplySupportTicket,
  opsCloseSupportTicket,
  opsAssignSupportTicket,
] as const;
