/** The colour of a status: what needs someone, what went well, what ended badly, what is quiet. */
export type Tone = 'attention' | 'progress' | 'good' | 'bad' | 'quiet';

export function StatusBadge({
  tone,
  label,
  testId,
}: {
  tone: Tone;
  label: string;
  testId?: string;
}) {
  return (
    <span className={`badge badge-${tone}`} data-testid={testId}>
      {label}
    </span>
  );
}
