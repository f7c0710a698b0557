import { useState } from 'react';
import type { ReactNode } from 'react';
import { Field } from './field';
import { readAmount } from './read-amount';
import type { AmountRules, TypedAmount } from './read-amount';

export interface AmountInput {
  text: string;
  setText: (text: string) => void;
  /** What the text is under the rules, at every keystroke. */
  amount: TypedAmount;
  /** The refusal, once the player tried to go on with it (not while they are still typing). */
  shownError: string | null;
  /** Call when the player tries to go on: a refused amount is then shown as the field's error. */
  reveal: () => void;
}

/** The state of an AmountField: its text, what it reads as, and whether its refusal is shown. */
export function useAmountInput(rules: AmountRules): AmountInput {
  const [text, setTextState] = useState('');
  const [revealed, setRevealed] = useState(false);
  const amount = readAmount(text, rules);
  return {
    text,
    setText: (next) => {
      setTextState(next);
      setRevealed(false);
    },
    amount,
    shownError: revealed && amount.kind === 'refused' ? amount.message : null,
    reveal: () => setRevealed(true),
  };
}

interface AmountFieldProps {
  input: AmountInput;
  label: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  testId: string;
  errorTestId?: string;
  className?: string;
}

/**
 * An amount typed in the market's format, checked by the market's rules (min, max, whole units
 * where the server demands them) before anything is confirmed, and refused in the server's words.
 */
export function AmountField({
  input,
  label,
  hint,
  placeholder,
  testId,
  errorTestId,
  className,
}: AmountFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={input.shownError}
      errorTestId={errorTestId}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          placeholder={placeholder}
          data-testid={testId}
          value={input.text}
          onChange={(event) => input.setText(event.target.value)}
          onBlur={() => {
            if (input.text.trim() !== '') input.reveal();
          }}
        />
      )}
    </Field>
  );
}
