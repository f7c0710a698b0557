import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorWords } from '../../../lib/error-words';
import { formatMoment } from '../../../lib/format';
import { useMay } from '../../../lib/roles';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { useAddNote } from '../api/add-note';
import type { OpsPlayer } from '../api/read-player';

// The api's bound on a note once trimmed (playerNoteLengthMax).
const noteLengthMax = 2000;

function NoteForm({ playerId }: { playerId: string }) {
  const { t } = useWords();
  const notify = useNotify();
  const add = useAddNote(playerId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = text.trim();
    if (note === '') return setProblem(t('player.noteEmpty'));
    if (note.length > noteLengthMax) return setProblem(t('player.noteLong'));
    setProblem(null);
    add.mutate(note, {
      onSuccess: () => {
        setText('');
        notify(t('player.noteAdded'));
      },
    });
  };
  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="note-form">
      <TextAreaField
        label={t('player.note')}
        hint={t('player.noteHint')}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem ?? (add.isError ? errorWords(add.error, t) : null)}
        errorTestId="note-error"
        data-testid="note-text"
      />
      <Button type="submit" busy={add.isPending} data-testid="note-add">
        {t('player.noteAdd')}
      </Button>
    </form>
  );
}

/** Staff's notes on the player, newest first, and (for a role that may) a new one. */
export function NotesPanel({ player }: { player: OpsPlayer }) {
  const { t, language } = useWords();
  const mayNote = useMay('/ops/players/note');
  return (
    <section className="panel" aria-labelledby="player-notes">
      <h2 id="player-notes">{t('player.notes')}</h2>
      <p className="muted small">{t('player.notesText')}</p>
      {mayNote && <NoteForm playerId={player.playerId} />}
      {player.notes.length === 0 ? (
        <p className="muted">{t('player.notesNone')}</p>
      ) : (
        <ol className="thread" data-testid="player-notes">
          {player.notes.map((note) => (
            <li key={note.noteId} className="message message-player" data-testid="player-note">
              <p className="message-meta">
                <strong>{note.staffUsername}</strong>{' '}
                <time dateTime={note.at}>{formatMoment(note.at, language)}</time>
              </p>
              <p className="message-text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
