import type { CallData, supportTicket, supportTickets } from '@sorte/contracts';
import { isSupportTopic } from '@sorte/contracts';
import type { SupportMessageRow, SupportTicketRow } from './load-support-ticket';
import { ticketPreviewLength } from './support-limits';

type TicketSummary = CallData<typeof supportTickets>['list'][number];
type TicketView = CallData<typeof supportTicket>['ticket'];

/** A reply arrived since the player last opened the ticket. */
export function isUnreadByPlayer(
  row: Pick<SupportTicketRow, 'lastReplyAt' | 'playerSeenAt'>,
): boolean {
  return (
    row.lastReplyAt !== null &&
    (row.playerSeenAt === null || row.playerSeenAt.getTime() < row.lastReplyAt.getTime())
  );
}

/** The start of a message, cut at a character (never inside an emoji), with an ellipsis if cut. */
export function previewOf(text: string): string {
  const characters = [...text.replace(/\s+/g, ' ')];
  return characters.length <= ticketPreviewLength
    ? characters.join('')
    : `${characters.slice(0, ticketPreviewLength - 1).join('')}…`;
}

export function topicOf(row: Pick<SupportTicketRow, 'topic'>) {
  // The table takes topics only through checkSupportTicket; anything else is a fault, not input.
  if (!isSupportTopic(row.topic)) throw new Error(`support ticket with unknown topic ${row.topic}`);
  return row.topic;
}

export function toSupportTicketSummary(row: SupportTicketRow, firstMessage: string): TicketSummary {
  return {
    ticketId: row.ticketId,
    topic: topicOf(row),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread: isUnreadByPlayer(row),
    preview: previewOf(firstMessage),
    messageCount: row.messageCount,
  };
}

/** The ticket as its player reads it: staff replies are signed "support", never by name. */
export function toSupportTicketView(
  row: SupportTicketRow,
  messages: readonly SupportMessageRow[],
): TicketView {
  return {
    ...toSupportTicketSummary(row, messages[0]?.body ?? ''),
    messages: messages.map((message) => ({
      author: message.author === 'staff' ? 'support' : 'player',
      text: message.body,
      at: message.createdAt.toISOString(),
    })),
  };
}
