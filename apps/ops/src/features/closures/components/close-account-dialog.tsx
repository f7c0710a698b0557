import { errorWords } from '../../../lib/error-words';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCloseAccount } from '../api/close-account';
import type { ClosureRequest } from '../api/list-closures';

/** Asks before closing: the player can no longer sign in, and the records stay. */
export function CloseAccountDialog({
  request,
  onClose,
}: {
  request: ClosureRequest;
  onClose: () => void;
}) {
  const { t } = useWords();
  const notify = useNotify();
  const close = useCloseAccount();
  const username = request.username || String(request.playerId);
  const confirm = () =>
    close.mutate(request.playerId, {
      onSuccess: () => {
        notify(t('closures.closed', { username }));
        onClose();
      },
    });
  return (
    <Dialog
      title={t('closures.closeTitle', { username })}
      onClose={onClose}
      testId="close-account-dialog"
    >
      <div className="stack">
        <p>{t('closures.closeText')}</p>
        <p className="muted small">{t('closures.law')}</p>
        {close.isError && (
          <p className="form-error" role="alert" data-testid="close-account-error">
            {errorWords(close.error, t)}
          </p>
        )}
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button
            variant="danger"
            busy={close.isPending}
            onClick={confirm}
            data-testid="close-account-confirm"
          >
            {t('closures.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
