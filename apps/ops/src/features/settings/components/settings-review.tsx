import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CurrencyCode } from '@sorte/money';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { TextAreaField } from '../../../components/ui/field';
import { errorWords } from '../../../lib/error-words';
import { useWords } from '../../../lib/words';
import type { SettingsPreview } from '../api/market-settings';
import { describeSetting } from './describe-setting';

// The api keeps a note of 3 to 500 characters with each version.
const noteLengthMin = 3;
const noteLengthMax = 500;

interface SettingsReviewProps {
  preview: SettingsPreview;
  currency: CurrencyCode;
  onSave: (note: string) => void;
  saving: boolean;
  saveError: unknown;
}

/** What the change does, field by field, what fails its checks, and the save with its reason. */
export function SettingsReview({
  preview,
  currency,
  onSave,
  saving,
  saveError,
}: SettingsReviewProps) {
  const { t } = useWords();
  const fieldName = (field: string) =>
    t(`settings.field.${field}` as 'settings.field.depositOptions');
  const savable = preview.changes.length > 0 && preview.problems.length === 0;

  return (
    <section
      className="panel stack"
      aria-labelledby="settings-changes"
      data-testid="settings-review"
    >
      <h2 id="settings-changes">{t('settings.changes')}</h2>
      {preview.changes.length === 0 ? (
        <p data-testid="settings-no-change">{t('settings.noChange')}</p>
      ) : (
        <DataTable
          caption={t('settings.changes')}
          columns={[
            { key: 'field', header: t('settings.col.field'), cell: (row) => fieldName(row.field) },
            {
              key: 'before',
              header: t('settings.col.before'),
              cell: (row) => describeSetting(row.field, row.before, currency, t),
            },
            {
              key: 'after',
              header: t('settings.col.after'),
              cell: (row) => <strong>{describeSetting(row.field, row.after, currency, t)}</strong>,
            },
          ]}
          rows={preview.changes}
          rowKey={(row) => row.field}
          testId="settings-changes"
          rowTestId={(row) => `change-${row.field}`}
        />
      )}
      {preview.problems.length > 0 && (
        <div className="form-error" role="alert" data-testid="settings-problems">
          <p>{t('settings.problems')}</p>
          <ul>
            {preview.problems.map((problem) => (
              <li key={`${problem.field}-${problem.code}`}>
                {t(`settings.problem.${problem.code}`, { field: fieldName(problem.field) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {savable && (
        <SaveVersionForm
          version={preview.baseVersion + 1}
          onSave={onSave}
          saving={saving}
          saveError={saveError}
        />
      )}
    </section>
  );
}

interface SaveVersionFormProps {
  version: number;
  onSave: (note: string) => void;
  saving: boolean;
  saveError: unknown;
}

/** Why the change is made, kept with the version, and the save. */
function SaveVersionForm({ version, onSave, saving, saveError }: SaveVersionFormProps) {
  const { t } = useWords();
  const [note, setNote] = useState('');
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (note.trim().length < noteLengthMin) return setNoteProblem(t('settings.noteShort'));
    setNoteProblem(null);
    onSave(note.trim());
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextAreaField
        label={t('settings.note')}
        hint={t('settings.noteHint')}
        rows={2}
        maxLength={noteLengthMax}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={noteProblem ?? (saveError ? errorWords(saveError, t) : null)}
        errorTestId="settings-save-error"
        data-testid="settings-note"
      />
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={saving} data-testid="settings-save">
          {t('settings.save', { version })}
        </Button>
      </div>
    </form>
  );
}
