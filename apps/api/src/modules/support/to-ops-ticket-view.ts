import type { CallData, opsSupportTicket, opsSupportTickets } from '@sorte/contracts';
import { getMarket, isMarketCode } from '@sorte/markets';
import type { SupportMessageRow, SupportTicketRow } from './load-support-ticket';
import { previewOf, topicOf } from './to-support-ticket-view';

type OpsTicketSummary = CallData<typeof opsSupportTickets>['list'][number];
type OpsTicketView = CallData<typeof opsSupportTicket>['ticket'];

export interface OpsTicketFacts {
  playerExternalId: string;
  playerMarket: string;
  firstMessage: string;
  lastMessageBy: 'player' | 'staff';
  /** The username of the staff member the ticket is assigned to, or null. */
  assignedTo: string | null;
}

export function toOpsTicketSummary(row: SupportTicketRow, facts: OpsTicketFacts): OpsTicketSummary {
  if (!isMarketCode(facts.playerMarket)) {
    throw new Error(`player of ticket ${row.ticketId} has unknown market ${facts.playerMarket}`);
  }
  return {
    ticketId: row.ticketId,
    playerId: facts.playerExternalId,
    market: facts.playerMarket,
    language: getMarket(facts.playerMarket).language,
    topic: topicOf(row),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessageBy: facts.lastMessageBy,
    preview: previewOf(facts.firstMessage),
    messageCount: row.messageCount,
    closedAt: row.closedAt?.toISOString() ?? null,
    assignedTo: facts.assignedTo,
  };
}

export function toOpsTicketView(
  row: SupportTicketRow,
  player: { externalId: string; market: string; assignedTo: string | null },
  messages: readonly SupportMessageRow[],
): OpsTicketView {
  const last = messages.at(-1);
  return {
    ...toOpsTicketSummary(row, {
      playerExternalId: player.externalId,
      playerMarket: player.market,
      firstMessage: messages[0]?.body ?? '',
      lastMessageBy: last?.author ?? 'player',
      assignedTo: player.assignedTo,
    }),
    messages: messages.map((message) => ({
      author: message.author,
      staffUsername: message.author === 'staff' ? message.staffUsername : null,
      text: message.body,
      at: message.createdAt.toISOString(),
    })),
  };
}
