import { useId } from 'react';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  label: string;
  hint?: string;
  error?: string | null;
}

/** Label, hint and error wired to the control, so a screen reader reads all three with it. */
function useFieldIds(id: string | undefined, hint?: string, error?: string | null) {
  const own = useId();
  const controlId = id ?? own;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function FieldNotes({ hint, error, hintId, errorId, testId }: FieldFrame & NotesIds) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId} role="alert" data-testid={testId}>
          {error}
        </p>
      )}
    </>
  );
}

interface NotesIds {
  hintId: string | undefined;
  errorId: string | undefined;
  testId: string | undefined;
}

export type TextFieldProps = FieldFrame &
  InputHTMLAttributes<HTMLInputElement> & { errorTestId?: string };

export function TextField({ label, hint, error, id, errorTestId, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={ids.controlId}>{label}</label>
      <input
        {...input}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldNotes hint={hint} error={error} label={label} testId={errorTestId} {...ids} />
    </div>
  );
}

export type TextAreaFieldProps = FieldFrame &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { errorTestId?: string };

export function TextAreaField({
  label,
  hint,
  error,
  id,
  errorTestId,
  ...area
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={ids.controlId}>{label}</label>
      <textarea
        {...area}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldNotes hint={hint} error={error} label={label} testId={errorTestId} {...ids} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
  testId?: string;
}

/** One of a few choices, as radio buttons under a legend that names the group. */
export function ChoiceField({
  label,
  name,
  choices,
  defaultValue,
}: {
  label: string;
  name: string;
  choices: readonly Choice[];
  defaultValue: string;
}) {
  return (
    <fieldset className="choice">
      <legend>{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            defaultChecked={choice.value === defaultValue}
            data-testid={choice.testId}
          />{' '}
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
