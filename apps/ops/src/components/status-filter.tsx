interface StatusFilterProps<Status extends string> {
  label: string;
  value: Status;
  options: readonly Status[];
  wordFor: (status: Status) => string;
  onChange: (status: Status) => void;
  testId: string;
}

/** Which status a queue shows: a labelled select, so the list fits a tablet's width. */
export function StatusFilter<Status extends string>({
  label,
  value,
  options,
  wordFor,
  onChange,
  testId,
}: StatusFilterProps<Status>) {
  return (
    <label className="filter">
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as Status)}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {wordFor(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
