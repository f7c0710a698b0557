import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorWords } from '../../../lib/error-words';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useRevokeSessions } from '../api/revoke-sessions';

/** Signs a staff member out everywhere, by username. */
export function RevokeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useWords();
  const notify = useNotify();
  const revoke = useRevokeSessions();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    if (username === '') return setProblem(t('signIn.required'));
    setProblem(null);
    revoke.mutate(username, {
      onSuccess: ({ revoked }) => {
        notify(t('audit.revoked', { count: revoked, username }));
        onClose();
      },
    });
  };

  return (
    <Dialog title={t('audit.revokeTitle')} onClose={onClose} testId="revoke-dialog">
      <form className="stack" onSubmit={submit} noValidate>
        <p>{t('audit.revokeText')}</p>
        <TextField
          label={t('audit.revokeUser')}
          name="username"
          autoComplete="off"
          maxLength={64}
          error={problem ?? (revoke.isError ? errorWords(revoke.error, t) : null)}
          errorTestId="revoke-error"
        />
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button
            type="submit"
            variant="danger"
            busy={revoke.isPending}
            data-testid="revoke-confirm"
          >
            {t('audit.revokeConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
