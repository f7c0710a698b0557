import type { SupportTicketStatus } from '@sorte/contracts';
import type { SupportWordsOf } from '../support-words';
import './ticket-status.css';

/** Where a request stands, as a badge: waiting for support, answered, or closed. */
export function TicketStatus({
  status,
  words,
}: {
  status: SupportTicketStatus;
  words: SupportWordsOf;
}) {
  return (
    <span className={`ticket-status ticket-status--${status}`} data-status={status}>
      {words(`status.${status}`)}
    </span>
  );
}
