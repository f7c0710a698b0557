import { sql } from 'drizzle-orm';
import { supportMessages, supportTickets } from '../../db/schema';

/** The ticket's first message, for its preview in a list. */
export const firstMessageBody = sql<string>`(
  select ${supportMessages.body} from ${supportMessages}
  where ${supportMessages.ticketId} = ${supportTickets.id}
  order by ${supportMessages.id} limit 1
)`;

/** Who wrote the ticket's latest message. */
export const lastMessageAuthor = sql<'player' | 'staff'>`(
  select ${supportMessages.author} from ${supportMessages}
  where ${supportMessages.ticketId} = ${supportTickets.id}
  order by ${supportMessages.id} desc limit 1
)`;
