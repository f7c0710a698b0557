import { TextField } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';

interface AmountListFieldProps {
  /** The label of the n-th amount (1-based). */
  labelOf: (n: number) => string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  testId: string;
  /** Given for a list whose length staff choose: add and remove the last. */
  resize?: { addLabel: string; removeLabel: string; max: number };
}

/** A list of amounts, one labelled field each, in a grid that wraps on a tablet. */
export function AmountListField({
  labelOf,
  values,
  onChange,
  testId,
  resize,
}: AmountListFieldProps) {
  const replace = (index: number, value: string) =>
    onChange(values.map((each, at) => (at === index ? value : each)));
  return (
    <div className="settings-list" data-testid={testId}>
      <div className="amount-grid">
        {values.map((value, index) => (
          <TextField
            key={index}
            label={labelOf(index + 1)}
            value={value}
            inputMode="decimal"
            onChange={(event) => replace(index, event.target.value)}
            data-testid={`${testId}-${index}`}
          />
        ))}
      </div>
      {resize && (
        <div className="form-actions">
          <Button
            variant="quiet"
            disabled={values.length >= resize.max}
            onClick={() => onChange([...values, values.at(-1) ?? ''])}
          >
            {resize.addLabel}
          </Button>
          <Button
            variant="quiet"
            disabled={values.length <= 1}
            onClick={() => onChange(values.slice(0, -1))}
          >
            {resize.removeLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
