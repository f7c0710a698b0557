import './amount-chips.css';

export interface AmountChip {
  amountMinor: number;
  /** The amount as the player reads it. */
  label: string;
  /** A corner label (a bonus percent), or a banner across the top (`offer`). */
  tag?: { text: string; offer?: boolean };
  /** A line under the amount (what the bonus adds). */
  extra?: string;
  disabled?: boolean;
}

interface AmountChipsProps {
  chips: readonly AmountChip[];
  /** Names the group for a screen reader. */
  label: string;
  selectedMinor: number | null;
  onSelect: (amountMinor: number) => void;
  /** Each chip's test id: this prefix and its amount. */
  testIdPrefix: string;
}

/** Amounts to pick with one tap; the picked one is pressed. */
export function AmountChips({
  chips,
  label,
  selectedMinor,
  onSelect,
  testIdPrefix,
}: AmountChipsProps) {
  const plain = chips.every((chip) => chip.tag === undefined && chip.extra === undefined);
  return (
    <ul className={plain ? 'amount-chips amount-chips--plain' : 'amount-chips'} aria-label={label}>
      {chips.map((chip) => {
        const selected = chip.amountMinor === selectedMinor;
        return (
          <li key={chip.amountMinor}>
            <button
              type="button"
              className={selected ? 'amount-chip amount-chip--selected' : 'amount-chip'}
              aria-pressed={selected}
              disabled={chip.disabled}
              data-testid={`${testIdPrefix}${chip.amountMinor}`}
              onClick={() => onSelect(chip.amountMinor)}
            >
              {chip.tag ? (
                <span
                  className={
                    chip.tag.offer ? 'amount-chip__tag amount-chip__tag--offer' : 'amount-chip__tag'
                  }
                >
                  {chip.tag.text}
                </span>
              ) : null}
              <span className="amount-chip__amount">{chip.label}</span>
              {plain ? null : <span className="amount-chip__extra">{chip.extra ?? '\u00a0'}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
