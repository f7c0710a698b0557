import { useState } from 'react';
import type { FormEvent } from 'react';
import type { harmInteractionKindValues } from '@sorte/contracts';
import { errorWords } from '../../../lib/error-words';
import { formatMoment } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { HarmEntry } from '../api/list-harm-queue';
import { useRecordInteraction } from '../api/record-interaction';

export type HarmKind = (typeof harmInteractionKindValues)[number];

/** What each kind does and what the player reads, in the order staff would usually escalate. */
const kindWords = {
  message: { label: 'harm.kind.message', text: 'harm.kindText.message' },
  cooling_off: { label: 'harm.kind.cooling_off', text: 'harm.kindText.cooling_off' },
  restriction: { label: 'harm.kind.restriction', text: 'harm.kindText.restriction' },
} as const satisfies Record<HarmKind, { label: string; text: string }>;

export const harmKinds = Object.keys(kindWords) as HarmKind[];

// The api's bounds (opsHarmInteract): checked here first, in the staff member's words.
const noteLengthMin = 10;
const noteLengthMax = 1000;
const breakDaysMin = 1;
const breakDaysMax = 90;
/** The api's length of a restriction given none. */
const breakDaysDefault = 7;

/** The three kinds, each with what it does and what the player reads. */
function KindChoices({ kind, onChange }: { kind: HarmKind; onChange: (kind: HarmKind) => void }) {
  const { t } = useWords();
  return (
    <fieldset className="choices">
      <legend>{t('harm.kind')}</legend>
      {harmKinds.map((each) => (
        <label key={each} className="choice">
          <input
            type="radio"
            name="kind"
            value={each}
            checked={kind === each}
            onChange={() => onChange(each)}
            data-testid={`interact-kind-${each}`}
          />
          <span>
            <strong>{t(kindWords[each].label)}</strong>
            <span className="muted small">{t(kindWords[each].text)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The form's call, its note and break length checked first in the staff member's words. */
function useInteractionForm(entry: HarmEntry, kind: HarmKind, onClose: () => void) {
  const { t, language } = useWords();
  const notify = useNotify();
  const record = useRecordInteraction();
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const [daysProblem, setDaysProblem] = useState<string | null>(null);
  const player = entry.username;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    const daysText = String(form.get('breakDays') ?? '').trim();
    const breakDays = Number(daysText || breakDaysDefault);
    const noteBad = note.length < noteLengthMin;
    const daysBad =
      kind === 'restriction' &&
      (!Number.isInteger(breakDays) || breakDays < breakDaysMin || breakDays > breakDaysMax);
    setNoteProblem(noteBad ? t('harm.noteShort', { min: noteLengthMin }) : null);
    setDaysProblem(
      daysBad ? t('harm.breakDaysRange', { min: breakDaysMin, max: breakDaysMax }) : null,
    );
    if (noteBad || daysBad) return;
    record.mutate(
      {
        playerId: entry.playerId,
        kind,
        note,
        ...(kind === 'restriction' ? { breakDays } : {}),
      },
      {
        onSuccess: ({ breakUntil }) => {
          notify(
            breakUntil
              ? t('harm.recordedBreak', { player, until: formatMoment(breakUntil, language) })
              : t('harm.recorded', { player }),
          );
          onClose();
        },
      },
    );
  };
  return {
    submit,
    record,
    daysProblem,
    noteProblem: noteProblem ?? (record.isError ? errorWords(record.error, t) : null),
  };
}

/**
 * Records what staff did for a player the markers pointed at: a message, a suggested cooling-off
 * or a restriction (a break in force at once). The player reads our own words, never the note.
 */
export function InteractionDialog({ entry, onClose }: { entry: HarmEntry; onClose: () => void }) {
  const { t } = useWords();
  const [kind, setKind] = useState<HarmKind>('message');
  const { submit, record, noteProblem, daysProblem } = useInteractionForm(entry, kind, onClose);
  const player = entry.username;

  return (
    <Dialog title={t('harm.interactTitle', { player })} onClose={onClose} testId="interact-dialog">
      <form className="stack" onSubmit={submit} noValidate>
        <KindChoices kind={kind} onChange={setKind} />
        {kind === 'restriction' && (
          <TextField
            label={t('harm.breakDays')}
            name="breakDays"
            type="number"
            inputMode="numeric"
            min={breakDaysMin}
            max={breakDaysMax}
            defaultValue={breakDaysDefault}
            hint={t('harm.breakDaysHint')}
            error={daysProblem}
            errorTestId="interact-days-error"
            data-testid="interact-break-days"
          />
        )}
        <TextAreaField
          label={t('harm.note')}
          name="note"
          rows={4}
          maxLength={noteLengthMax}
          hint={t('harm.noteHint', { min: noteLengthMin, max: noteLengthMax })}
          error={noteProblem}
          errorTestId="interact-error"
          data-testid="interact-note"
        />
        <p className="callout" data-testid="interact-player-reads">
          {t('harm.playerReads')}
        </p>
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button
            type="submit"
            variant={kind === 'restriction' ? 'danger' : 'primary'}
            busy={record.isPending}
            data-testid="interact-confirm"
          >
            {t(kind === 'restriction' ? 'harm.confirmRestriction' : 'harm.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
