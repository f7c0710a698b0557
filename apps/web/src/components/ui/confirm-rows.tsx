import './confirm-rows.css';

export interface ConfirmRow {
  /** Stable within the list; also names the value for tests (`${testIdPrefix}${name}`). */
  name: string;
  label: string;
  value: string;
  /** `total` the figure that matters most (what is credited, what arrives); `quiet` a remark. */
  emphasis?: 'total' | 'quiet';
}

interface ConfirmRowsProps {
  rows: readonly ConfirmRow[];
  testId?: string;
  /** Gives each value a test id of this prefix and its row's name. */
  testIdPrefix?: string;
  /** `panel` sits on a card of its own (a quote beside a form). */
  look?: 'plain' | 'panel';
}

/** The label and value pairs of a confirmation or a quote, as a description list. */
export function ConfirmRows({ rows, testId, testIdPrefix, look = 'plain' }: ConfirmRowsProps) {
  return (
    <dl
      className={look === 'panel' ? 'confirm-rows confirm-rows--panel' : 'confirm-rows'}
      data-testid={testId}
    >
      {rows.map((row) => (
        <div
          key={row.name}
          className={
            row.emphasis
              ? `confirm-rows__row confirm-rows__row--${row.emphasis}`
              : 'confirm-rows__row'
          }
        >
          <dt>{row.label}</dt>
          <dd data-testid={testIdPrefix === undefined ? undefined : `${testIdPrefix}${row.name}`}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
