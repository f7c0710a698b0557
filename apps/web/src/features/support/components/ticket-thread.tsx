import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChatIcon } from '../../../components/ui/page-icons';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { useSupportTicket } from '../api/support-ticket';
import type { SupportTicketView } from '../api/support-ticket';
import { supportTicketsKey } from '../api/support-tickets';
import { useSupportWords } from '../support-words';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatus } from './ticket-status';
import './ticket-thread.css';

/** The messages, oldest first: the player's on the right, support's on the left. */
function ThreadMessages({ messages }: { messages: SupportTicketView['messages'] }) {
  const words = useSupportWords();
  const market = useMarket();
  return (
    <ol className="stack-list ticket-thread__messages">
      {messages.map((item, index) => (
        <li
          key={`${item.at}-${index}`}
          className={`ticket-message ticket-message--${item.author}`}
          data-testid={`ticket-message-${item.author}`}
        >
          <span className="ticket-message__author">
            {words(item.author === 'player' ? 'ticket.you' : 'ticket.support')}
          </span>
          <p className="ticket-message__text">{item.text}</p>
          <time className="ticket-message__time" dateTime={item.at}>
            {formatMarketTime(item.at, market)}
          </time>
        </li>
      ))}
    </ol>
  );
}

/**
 * One request as a conversation, oldest message first: the player's on the right, support's on
 * the left. Opening it marks support's reply read, so the list is asked again. While it is not
 * closed the player can write again, checked by the server's own rule before sending.
 */
export function TicketThread({ ticketId }: { ticketId: string }) {
  const words = useSupportWords();
  const token = useUserInfo()?.token ?? null;
  const queryClient = useQueryClient();
  const ticket = useSupportTicket(token, ticketId);
  const seen = ticket.data?.ticketId;

  useEffect(() => {
    // The server marked the reply read when it answered: the list's marker must follow.
    if (seen) void queryClient.invalidateQueries({ queryKey: supportTicketsKey(token) });
  }, [seen, token, queryClient]);

  // An address without an id, or an id that is not one of the player's requests.
  if (ticket.isError || ticketId === '') {
    return (
      <EmptyState
        icon={<ChatIcon />}
        title={words('ticket.missing')}
        hint={words('ticket.missingHint')}
      />
    );
  }
  const data = ticket.data;
  if (!data) return <div className="ticket-thread" aria-busy="true" />;

  const last = data.messages.at(-1);
  return (
    <div className="ticket-thread" data-testid="ticket-thread" data-status={data.status}>
      <div className="ticket-thread__head">
        <span className="ticket-thread__topic">{words(`topic.${data.topic}`)}</span>
        <TicketStatus status={data.status} words={words} />
      </div>
      <p className="ticket-thread__number">{words('ticket.number', { id: data.ticketId })}</p>
      <ThreadMessages messages={data.messages} />
      {data.status === 'closed' ? (
        <p className="ticket-thread__note">{words('ticket.closed')}</p>
      ) : (
        <>
          {last?.author === 'player' ? (
            <p className="ticket-thread__note">{words('ticket.waiting')}</p>
          ) : null}
          <TicketReplyForm ticketId={ticketId} />
        </>
      )}
    </div>
  );
}
