import {
  checkSupportMessage,
  supportMessageLength,
  supportMessageLengthMax,
} from '@sorte/contracts/support';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChatIcon } from '../../../components/ui/icons';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { addSupportMessage } from '../api/add-support-message';
import { supportTicketKey, useSupportTicket } from '../api/support-ticket';
import { supportTicketsKey } from '../api/support-tickets';
import { useSupportWords } from '../support-words';
import { refusalWords } from './ticket-form';
import { TicketStatus } from './ticket-status';
import './ticket-thread.css';
import { Button } from '../../../components/ui/button';

/**
 * One request as a conversation, oldest message first: the player's on the right, support's on
 * the left. Opening it marks support's reply read, so the list is asked again. While it is not
 * closed the player can write again, checked by the server's own rule before sending.
 */
export function TicketThread({ ticketId }: { ticketId: string }) {
  const words = useSupportWords();
  const market = useMarket();
  const token = useUserInfo()?.token ?? null;
  const queryClient = useQueryClient();
  const ticket = useSupportTicket(token, ticketId);
  const formId = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
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

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const check = checkSupportMessage(message);
    if (!check.ok) {
      setError(refusalWords(check.refusal, words));
      document.getElementById(`${formId}-message`)?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await addSupportMessage({ ticketId, message: check.text });
      queryClient.setQueryData(supportTicketKey(token, ticketId), answer.ticket);
      setMessage('');
      await queryClient.invalidateQueries({ queryKey: supportTicketsKey(token) });
    } catch {
      // Shown to the player by the api client; what they wrote stays in the box.
    } finally {
      setSending(false);
    }
  }

  const last = data.messages.at(-1);
  return (
    <div className="ticket-thread" data-testid="ticket-thread" data-status={data.status}>
      <div className="ticket-thread__head">
        <span className="ticket-thread__topic">{words(`topic.${data.topic}`)}</span>
        <TicketStatus status={data.status} words={words} />
      </div>
      <p className="ticket-thread__number">{words('ticket.number', { id: data.ticketId })}</p>
      <ol className="ticket-thread__messages">
        {data.messages.map((item, index) => (
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
      {data.status === 'closed' ? (
        <p className="ticket-thread__note">{words('ticket.closed')}</p>
      ) : (
        <>
          {last?.author === 'player' ? (
            <p className="ticket-thread__note">{words('ticket.waiting')}</p>
          ) : null}
          <form
            className="ticket-thread__form"
            noValidate
            data-testid="ticket-reply-form"
            onSubmit={(event) => void send(event)}
          >
            <label className="ticket-thread__label" htmlFor={`${formId}-message`}>
              {words('ticket.writeAgain')}
            </label>
            <textarea
              id={`${formId}-message`}
              className="ticket-thread__input"
              rows={3}
              value={message}
              data-testid="ticket-reply"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${formId}-error` : undefined}
              onChange={(event) => {
                setMessage(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <p
                id={`${formId}-error`}
                className="ticket-thread__error"
                data-testid="ticket-reply-error"
              >
                {error}
              </p>
            ) : null}
            <p className="ticket-thread__count">
              {words('form.count', {
                count: supportMessageLength(message),
                max: supportMessageLengthMax,
              })}
            </p>
            <Button block type="submit" disabled={sending} data-testid="ticket-reply-send">
              {words('ticket.send')}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
