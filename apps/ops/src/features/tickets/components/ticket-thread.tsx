import type { Language } from '@sorte/words/languages';
import { formatMoment } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import type { OpsTicket } from '../api/read-ticket';

/** The conversation, oldest first: the player's messages on one side, staff's on the other. */
export function TicketThread({
  ticket,
  t,
  language,
}: {
  ticket: OpsTicket;
  t: Translate;
  language: Language;
}) {
  return (
    <ol className="thread" aria-label={t('tickets.thread')} data-testid="ticket-thread">
      {ticket.messages.map((message, index) => (
        <li
          key={index}
          className={`message message-${message.author}`}
          data-testid={`message-${message.author}`}
        >
          <p className="message-meta">
            <strong>
              {message.author === 'staff'
                ? t('tickets.staffAuthor', { username: message.staffUsername ?? '' })
                : t('tickets.from.player')}
            </strong>{' '}
            <time dateTime={message.at}>{formatMoment(message.at, language)}</time>
          </p>
          <p className="message-text">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}
