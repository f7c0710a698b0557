import { checkSupportTicket } from '@sorte/contracts/support';
import type { SupportTicketRefusal } from '@sorte/contracts/support';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';
import { createSupportTicket } from '../api/create-support-ticket';
import { supportTicketsKey } from '../api/support-tickets';
import { useSupportWords } from '../support-words';
import { refusalWords } from './refusal-words';

export type TicketField = 'topic' | 'message';

const refusalField: Record<SupportTicketRefusal, TicketField> = {
  ticket_topic_invalid: 'topic',
  ticket_message_too_short: 'message',
  ticket_message_too_long: 'message',
  ticket_message_invalid: 'message',
};

function isTicketRefusal(code: string): code is SupportTicketRefusal {
  return code in refusalField;
}

/**
 * The contact form's subject and message and their sending. The rule the server applies
 * (`checkSupportTicket`) checks them first: the field at fault gets its message and the focus,
 * and nothing is sent. Once the server has the ticket, the list is asked again and the form
 * starts again empty.
 */
export function useTicketForm() {
  const words = useSupportWords();
  const token = useUserInfo()?.token ?? null;
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<TicketField, string>>({ topic: '', message: '' });
  const [error, setError] = useState<{ field: TicketField; text: string } | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const controls = useRef<Partial<Record<TicketField, HTMLElement | null>>>({});

  function change(field: TicketField, value: string) {
    setValues((before) => ({ ...before, [field]: value }));
    setSent(false);
    if (error?.field === field) setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const check = checkSupportTicket(values);
    if (!check.ok) {
      const field = refusalField[check.refusal];
      setError({ field, text: refusalWords(check.refusal, words) });
      controls.current[field]?.focus();
      return;
    }
    setSending(true);
    try {
      await createSupportTicket({ topic: check.topic, message: check.message });
      setValues({ topic: '', message: '' });
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

  return {
    values,
    change,
    /** Where each control registers itself, to be focused when it is at fault. */
    controlRef: (field: TicketField) => (element: HTMLElement | null) => {
      controls.current[field] = element;
    },
    errorFor: (field: TicketField) => (error?.field === field ? error.text : null),
    sent,
    sending,
    submit,
  };
}
