import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      title={t('closures.closeTitle', { username })}
      testId="close-account-dialog"
      confirmLabel={t('closures.close')}
      confirmTestId="close-account-confirm"
      error={close.error}
      errorTestId="close-account-error"
      busy={close.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{t('closures.closeText')}</p>
      <p className="muted small">{t('closures.law')}</p>
    </ConfirmDialog>
  );
}
