import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { clientFlags, emptyBody } from '../common';
import { supportTopics } from '../support/check-support-message';

export const supportTicketStatuses = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof supportTicketStatuses)[number];

/** A ticket's public id: "ST" and ten upper-case letters and digits. */
export const supportTicketId = z.string().min(1).max(32);

/**
 * The texts a player sends. The schema only bounds the sizes; `checkSupportTicket` and
 * `checkSupportMessage` judge them, so each refusal gets its own words in the player's language.
 */
const playerText = z.string().max(8000);

/** One message of a conversation as its player reads it: staff are "support", never named. */
export const supportMessageView = z.object({
  author: z.enum(['player', 'support']),
  text: z.string(),
  at: z.string(),
});

/**
 * A ticket in the player's list: `open` waits for support, `answered` has support's reply (the
 * player may write again, which opens it again), `closed` takes no more messages. `unread`: a
 * reply arrived since the player last opened it.
 */
export const supportTicketSummary = z.object({
  ticketId: z.string(),
  topic: z.enum(supportTopics),
  status: z.enum(supportTicketStatuses),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  unread: z.boolean(),
  /** The start of the player's first message, to tell tickets apart. */
  preview: z.string(),
  messageCount: z.number().int().positive(),
});

export const supportTicketView = supportTicketSummary.extend({
  /** Oldest first, as a conversation reads. */
  messages: z.array(supportMessageView),
});

export const createSupportTicket = definePlayerCall({
  path: '/v1/bus/createSupportTicket',
  summary:
    'Writes to support: a topic of the contact form and a message of 10 to 2000 characters. Refused with ticket_topic_invalid, ticket_message_too_short, ticket_message_too_long, ticket_message_invalid or too_many_open_tickets (three waiting for an answer at most), writing nothing.',
  public: false,
  body: z.object({ ...clientFlags, topic: z.string().max(64), message: playerText }).strict(),
  data: z.object({ ticket: supportTicketView }),
});

export const supportTickets = definePlayerCall({
  path: '/v1/bus/supportTickets',
  summary: "The player's own tickets, newest first, with how many hold a reply not yet opened.",
  public: false,
  body: z
    .object({
      ...clientFlags,
      pageSize: z.number().int().min(1).max(50).optional(),
      /** `nextCursor` of the page before. */
      cursor: z.number().int().safe().positive().optional(),
    })
    .strict(),
  data: z.object({
    list: z.array(supportTicketSummary),
    nextCursor: z.number().int().nullable(),
    unreadCount: z.number().int().nonnegative(),
  }),
});

export const supportTicket = definePlayerCall({
  path: '/v1/bus/supportTicket',
  summary:
    "One of the player's own tickets with every message; opening it marks support's replies as read. Another player's ticket is ticket_unknown.",
  public: false,
  body: z.object({ ...clientFlags, ticketId: supportTicketId }).strict(),
  data: z.object({ ticket: supportTicketView }),
});

export const addSupportMessage = definePlayerCall({
  path: '/v1/bus/addSupportMessage',
  summary:
    'The player writes again in one of their tickets (10 to 2000 characters); it waits for support again. A closed ticket takes none (ticket_closed), nor one of 100 messages (ticket_full).',
  public: false,
  body: z.object({ ...clientFlags, ticketId: supportTicketId, message: playerText }).strict(),
  data: z.object({ ticket: supportTicketView }),
});

export const customerForward = definePlayerCall({
  path: '/user/web/customer/forward',
  summary:
    "The external chat of the player's market, where the operator configured one (SUPPORT_CHAT_URL_<MARKET>); chatUrl null says there is none.",
  public: false,
  body: emptyBody,
  data: z.object({ chatUrl: z.string().nullable() }),
});
