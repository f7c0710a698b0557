import { sql } from 'drizzle-orm';
import { qualified } from '../../db/qualified-column';
import { supportMessages, supportTickets } from '../../db/schema';

// Correlated with the outer query's `support_tickets` row by qualified names: written with bare
// columns, the player's list (a select from one table) compared the messages' ticket id with
// their own id and showed everyone the platform's first message.

/** The ticket's first message, for its preview in a list. */
export const firstMessageBody = sql<string>`(
  select ${qualified(supportMessages.body)} from ${supportMessages}
  where ${qualified(supportMessages.ticketId)} = ${qualified(supportTickets.id)}
  order by ${qualified(supportMessages.id)} limit 1
)`;

/** Who wrote the ticket's latest message. */
export const lastMessageAuthor = sql<'player' | 'staff'>`(
  select ${qualified(supportMessages.author)} from ${supportMessages}
  where ${qualified(supportMessages.ticketId)} = ${qualified(supportTickets.id)}
  order by ${qualified(supportMessages.id)} desc limit 1
)`;
