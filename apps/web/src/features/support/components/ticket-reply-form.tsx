import {
  checkSupportMessage,
  supportMessageLength,
  supportMessageLengthMax,
} from '@sorte/contracts/support';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useUserInfo } from '../../../lib/session';
import { addSupportMessage } from '../api/add-support-message';
import { supportTicketKey } from '../api/support-ticket';
import { supportTicketsKey } from '../api/support-tickets';
import { useSupportWords } from '../support-words';
import { refusalWords } from './refusal-words';

/**
 * Writing again on an open request, checked by the server's own rule before sending. The answer
 * is the request as it now stands; a failure leaves what was written in the box.
 */
function useTicketReply(ticketId: string) {
  const words = useSupportWords();
  const token = useUserInfo()?.token ?? null;
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const check = checkSupportMessage(message);
    if (!check.ok) {
      setError(refusalWords(check.refusal, words));
      box.current?.focus();
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

  function write(text: string) {
    setMessage(text);
    setError(null);
  }

  return { message, write, error, sending, send, box };
}

export function TicketReplyForm({ ticketId }: { ticketId: string }) {
  const words = useSupportWords();
  const reply = useTicketReply(ticketId);
  const count = (
    <span className="ticket-thread__count">
      {words('form.count', {
        count: supportMessageLength(reply.message),
        max: supportMessageLengthMax,
      })}
    </span>
  );
  return (
    <form
      className="ticket-thread__form"
      noValidate
      data-testid="ticket-reply-form"
      onSubmit={(event) => void reply.send(event)}
    >
      <Field
        label={words('ticket.writeAgain')}
        hint={count}
        error={reply.error}
        errorTestId="ticket-reply-error"
      >
        {(control) => (
          <textarea
            {...control}
            ref={reply.box}
            className="field__input ticket-thread__input"
            rows={3}
            value={reply.message}
            data-testid="ticket-reply"
            onChange={(event) => reply.write(event.target.value)}
          />
        )}
      </Field>
      <Button block type="submit" disabled={reply.sending} data-testid="ticket-reply-send">
        {words('ticket.send')}
      </Button>
    </form>
  );
}
