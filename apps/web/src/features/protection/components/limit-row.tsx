import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { useTranslate } from '../../../lib/i18n';
import { PendingChangeNote } from './pending-change-note';
import type { PendingChange } from './pending-change-note';
import './protection-panel.css';

interface LimitsSectionProps {
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
}

/** A card of limits: its title, what lowering and raising do, then one row per limit. */
export function LimitsSection({ title, intro, testId, children }: LimitsSectionProps) {
  const titleId = useId();
  return (
    <TitledSection
      titleId={titleId}
      title={title}
      className="card protection"
      titleClassName="protection__title"
      testId={testId}
    >
      <p className="protection__intro">{intro}</p>
      {children}
    </TitledSection>
  );
}

export interface LimitRowProps {
  name: string;
  /** The limit and what the period used of it, or that there is none. */
  value: string;
  /** A raise or a removal still cooling off, when there is one. */
  pending: PendingChange | null;
  placeholder: string;
  inputMode: 'decimal' | 'numeric';
  /** Reads the typed text: the amount to save, or null when it is no valid limit. */
  parse: (text: string) => number | null;
  invalidMessage: string;
  /** A limit is set and not already on its way out. */
  removable: boolean;
  /** Saves the amount, or removes the limit (null); rejects when the server refused. */
  save: (amount: number | null) => Promise<void>;
  testId: string;
}

/** One limit: its value, what is pending, and a field to change it or a way to remove it. */
export function LimitRow(props: LimitRowProps) {
  const t = useTranslate();
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);

  async function send(amount: number | null) {
    setSending(true);
    try {
      await props.save(amount);
      setText('');
    } catch {
      // Shown to the player by the api client.
    } finally {
      setSending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = props.parse(text);
    setInvalid(amount === null);
    if (amount !== null) void send(amount);
  }

  return (
    <form className="limit-row" data-testid={props.testId} onSubmit={submit}>
      <div className="limit-row__head">
        <label className="limit-row__name" htmlFor={inputId}>
          {props.name}
        </label>
        <span className="limit-row__value" data-testid={`${props.testId}-value`}>
          {props.value}
        </span>
      </div>
      {props.pending === null ? null : (
        <PendingChangeNote change={props.pending} testId={`${props.testId}-pending`} />
      )}
      <div className="limit-row__edit">
        <input
          id={inputId}
          className="limit-row__input"
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="limit-row__save" disabled={sending}>
          {t('limits.save')}
        </Button>
        {props.removable ? (
          <Button variant="link" disabled={sending} onClick={() => void send(null)}>
            {t('limits.remove')}
          </Button>
        ) : null}
      </div>
      {invalid ? (
        <p id={errorId} className="limit-row__error" role="alert">
          {props.invalidMessage}
        </p>
      ) : null}
    </form>
  );
}
