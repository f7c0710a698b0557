import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorWords } from '../../../lib/error-words';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { useReplyTicket } from '../api/reply-ticket';

// The api's bound on a reply (1 to 4000 characters once trimmed).
const replyLengthMax = 4000;

/** The reply a player reads in the app; the field empties once it is sent. */
export function ReplyForm({ ticketId, hint }: { ticketId: string; hint: string }) {
  const { t } = useWords();
  const notify = useNotify();
  const reply = useReplyTicket(ticketId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = text.trim();
    if (message === '') return setProblem(t('tickets.replyEmpty'));
    if (message.length > replyLengthMax) return setProblem(t('tickets.replyLong'));
    setProblem(null);
    reply.mutate(message, {
      onSuccess: () => {
        setText('');
        notify(t('tickets.sent'));
      },
    });
  };

  return (
    <form className="stack reply-form" onSubmit={submit} noValidate data-testid="reply-form">
      <TextAreaField
        label={t('tickets.reply')}
        name="message"
        rows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={`${hint} ${t('tickets.replyHint')}`}
        error={problem ?? (reply.isError ? errorWords(reply.error, t) : null)}
        errorTestId="reply-error"
        data-testid="reply-message"
      />
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={reply.isPending} data-testid="reply-send">
          {t('tickets.send')}
        </Button>
      </div>
    </form>
  );
}
