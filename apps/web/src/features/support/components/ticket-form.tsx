import {
  supportMessageLength,
  supportMessageLengthMax,
  supportTopics,
} from '@sorte/contracts/support';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useSupportWords } from '../support-words';
import { useTicketForm } from './use-ticket-form';
import './ticket-form.css';

type TicketFormState = ReturnType<typeof useTicketForm>;

function TopicField({ form }: { form: TicketFormState }) {
  const words = useSupportWords();
  return (
    <Field
      label={words('form.topic')}
      error={form.errorFor('topic')}
      errorTestId="ticket-error-topic"
    >
      {(control) => (
        <select
          {...control}
          ref={form.controlRef('topic')}
          className="field__input"
          value={form.values.topic}
          data-testid="ticket-topic"
          onChange={(event) => form.change('topic', event.target.value)}
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
      )}
    </Field>
  );
}

/** The message, with how many characters it has of the most the server takes. */
function MessageField({ form }: { form: TicketFormState }) {
  const words = useSupportWords();
  const length = supportMessageLength(form.values.message);
  const count = (
    <span
      className={
        length > supportMessageLengthMax
          ? 'ticket-form__count ticket-form__count--over'
          : 'ticket-form__count'
      }
    >
      {words('form.count', { count: length, max: supportMessageLengthMax })}
    </span>
  );
  return (
    <Field
      label={words('form.message')}
      hint={count}
      error={form.errorFor('message')}
      errorTestId="ticket-error-message"
    >
      {(control) => (
        <textarea
          {...control}
          ref={form.controlRef('message')}
          className="field__input ticket-form__message"
          rows={5}
          value={form.values.message}
          placeholder={words('form.messageHint')}
          data-testid="ticket-message"
          onChange={(event) => form.change('message', event.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * The contact form: a subject and a message. The rule the server applies (`checkSupportTicket`)
 * checks it first, so a wrong field gets its message under it and nothing is sent; once the
 * server has the ticket, the player's list shows it and the form starts again empty.
 */
export function TicketForm() {
  const words = useSupportWords();
  const form = useTicketForm();
  const titleId = useId();
  return (
    <section className="card ticket-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="ticket-form__title">
        {words('form.title')}
      </h2>
      <form noValidate data-testid="ticket-form" onSubmit={(event) => void form.submit(event)}>
        <TopicField form={form} />
        <MessageField form={form} />
        <Button block type="submit" disabled={form.sending} data-testid="ticket-send">
          {words('form.send')}
        </Button>
        <p className="ticket-form__sent" role="status" data-testid="ticket-sent">
          {form.sent ? words('form.sent') : ''}
        </p>
      </form>
    </section>
  );
}
