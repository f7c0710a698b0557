import { useId } from 'react';
import type { ReactNode } from 'react';
import './field.css';

/** What a control inside a Field must carry so its label, hint and error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Always shown under the control (a format, a range). */
  hint?: ReactNode;
  /** Shown, announced and tied to the control while present. */
  error?: string | null;
  /** The error's test id, where a journey reads it. */
  errorTestId?: string;
  className?: string;
  /** Renders the control (an input, a select, a textarea) with the props it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error: the label names it, `aria-describedby` reads the
 * hint and the error after it, `aria-invalid` marks it while there is an error.
 */
export function Field({ label, hint, error, errorTestId, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy === '' ? undefined : describedBy,
      })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
