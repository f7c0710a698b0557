import {
  checkSupportTicket,
  supportMessageLengthMax,
  supportMessageLength,
  supportMessageLengthMin,
  supportTopics,
} from '@sorte/contracts/support';
import type { SupportTicketRefusal } from '@sorte/contracts/support';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';
import { createSupportTicket } from '../api/create-support-ticket';
import { supportTicketsKey } from '../api/support-tickets';
import { useSupportWords } from '../support-words';
import type { SupportWordsOf } from '../support-words';
import './ticket-form.css';
import { Button } from '../../../components/ui/button';

type Field = 'topic' | 'message';

const refusalField: Record<SupportTicketRefusal, Field> = {
  ticket_topic_invalid: 'topic',
  ticket_message_too_short: 'message',
  ticket_message_too_long: 'message',
  ticket_message_invalid: 'message',
};

export function refusalWords(refusal: SupportTicketRefusal, words: SupportWordsOf): string {
  return words(`error.${refusal}`, { min: supportMessageLengthMin, max: supportMessageLengthMax });
}

function isTicketRefusal(code: string): code is SupportTicketRefusal {
  return code in refusalField;
}

/**
 * The contact form: a subject and a message. The rule the server applies (`checkSupportTicket`)
 * checks it first, so a wrong field gets its message under it and nothing is sent; once the
 * server has the ticket, the player's list shows it and the form starts again empty.
 */
export function TicketForm() {
  const words = useSupportWords();
  const token = useUserInfo()?.token ?? null;
  const queryClient = useQueryClient();
  const formId = useId();
  const [topic, setTopic] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const ids = {
    topic: `${formId}-topic`,
    message: `${formId}-message`,
    hint: `${formId}-hint`,
    error: `${formId}-error`,
  };
  const length = supportMessageLength(message);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const check = checkSupportTicket({ topic, message });
    if (!check.ok) {
      const field = refusalField[check.refusal];
      setError({ field, text: refusalWords(check.refusal, words) });
      document.getElementById(ids[field])?.focus();
      return;
    }
    setSending(true);
    try {
      await createSupportTicket({ topic: check.topic, message: check.message });
      setTopic('');
      setMessage('');
      setSent(true);
      await queryClient.invalidateQueries({ queryKey: supportTicketsKey(token) });
    } catch (failure) {
      // The api client has shown it as a toast; a refusal of a field stays under that field.
      if (failure instanceof ApiError && isTicketRefusal(failure.msgCode)) {
        setError({ field: refusalField[failure.msgCode], text: failure.message });
      }
    } finally {
      setSending(false);
    }
  }

  const errorFor = (field: Field) =>
    error?.field === field ? (
      <p id={ids.error} className="ticket-form__error" data-testid={`ticket-error-${field}`}>
        {error.text}
      </p>
    ) : null;

  return (
    <section className="card ticket-form" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="ticket-form__title">
        {words('form.title')}
      </h2>
      <form noValidate data-testid="ticket-form" onSubmit={(event) => void submit(event)}>
        <label className="ticket-form__label" htmlFor={ids.topic}>
          {words('form.topic')}
        </label>
        <select
          id={ids.topic}
          className="ticket-form__input"
          value={topic}
          data-testid="ticket-topic"
          aria-invalid={error?.field === 'topic' ? true : undefined}
          aria-describedby={error?.field === 'topic' ? ids.error : undefined}
          onChange={(event) => {
            setTopic(event.target.value);
            setSent(false);
            if (error?.field === 'topic') setError(null);
          }}
        >
          <option value="" disabled>
            {words('form.topicChoose')}
          </option>
          {supportTopics.map((value) => (
            <option key={value} value={value}>
              {words(`topic.${value}`)}
            </option>
          ))}
        </select>
        {errorFor('topic')}
        <label className="ticket-form__label" htmlFor={ids.message}>
          {words('form.message')}
        </label>
        <textarea
          id={ids.message}
          className="ticket-form__input ticket-form__message"
          rows={5}
          value={message}
          placeholder={words('form.messageHint')}
          data-testid="ticket-message"
          aria-invalid={error?.field === 'message' ? true : undefined}
          aria-describedby={error?.field === 'message' ? `${ids.error} ${ids.hint}` : ids.hint}
          onChange={(event) => {
            setMessage(event.target.value);
            setSent(false);
            if (error?.field === 'message') setError(null);
          }}
        />
        {errorFor('message')}
        <p
          id={ids.hint}
          className={
            length > supportMessageLengthMax
              ? 'ticket-form__count ticket-form__count--over'
              : 'ticket-form__count'
          }
        >
          {words('form.count', { count: length, max: supportMessageLengthMax })}
        </p>
        <Button block type="submit" disabled={sending} data-testid="ticket-send">
          {words('form.send')}
        </Button>
        <p className="ticket-form__sent" role="status" data-testid="ticket-sent">
          {sent ? words('form.sent') : ''}
        </p>
      </form>
    </section>
  );
}
