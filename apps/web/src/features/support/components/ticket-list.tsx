import { Link } from 'react-router';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { useSupportTickets } from '../api/support-tickets';
import { useSupportWords } from '../support-words';
import { TicketStatus } from './ticket-status';
import './ticket-list.css';
import { Button } from '../../../components/ui/button';

export interface TicketListProps {
  /** Where one request is read. */
  ticketHref: (ticketId: string) => string;
}

/**
 * The player's requests to support, newest first, each a way to its conversation; a request
 * with a reply the player has not opened yet is marked. Nothing shows before the first request.
 */
export function TicketList({ ticketHref }: TicketListProps) {
  const words = useSupportWords();
  const market = useMarket();
  const token = useUserInfo()?.token ?? null;
  const tickets = useSupportTickets(token);
  const pages = tickets.data?.pages ?? [];
  const list = pages.flatMap((page) => page.list);
  if (list.length === 0) return null;
  const unreadCount = pages[0]?.unreadCount ?? 0;
  return (
    <section aria-labelledby="tickets-title" data-testid="ticket-list">
      <h2 id="tickets-title" className="section-title">
        {words('tickets.title')}
        {unreadCount > 0 ? (
          <span className="ticket-list__unread-count">
            {words('tickets.unreadCount', { count: unreadCount })}
          </span>
        ) : null}
      </h2>
      <ul className="stack-list ticket-list">
        {list.map((ticket) => (
          <li key={ticket.ticketId}>
            <Link
              className={ticket.unread ? 'ticket-list__item is-unread' : 'ticket-list__item'}
              to={ticketHref(ticket.ticketId)}
              data-testid={`ticket-${ticket.ticketId}`}
              data-unread={ticket.unread}
            >
              <span className="ticket-list__top">
                <span className="ticket-list__topic">{words(`topic.${ticket.topic}`)}</span>
                <TicketStatus status={ticket.status} words={words} />
              </span>
              <span className="ticket-list__preview">{ticket.preview}</span>
              <span className="ticket-list__meta">
                <time dateTime={ticket.lastMessageAt}>
                  {formatMarketTime(ticket.lastMessageAt, market)}
                </time>
                {ticket.unread ? (
                  <span className="ticket-list__new">{words('tickets.unread')}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {tickets.hasNextPage ? (
        <Button
          variant="ghost"
          block
          className="ticket-list__more"
          disabled={tickets.isFetchingNextPage}
          onClick={() => void tickets.fetchNextPage()}
        >
          {words('tickets.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
