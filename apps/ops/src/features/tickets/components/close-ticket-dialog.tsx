import { errorWords } from '../../../lib/error-words';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCloseTicket } from '../api/close-ticket';

export function CloseTicketDialog({
  ticketId,
  onClose,
}: {
  ticketId: string;
  onClose: () => void;
}) {
  const { t } = useWords();
  const notify = useNotify();
  const close = useCloseTicket(ticketId);
  const confirm = () =>
    close.mutate(undefined, {
      onSuccess: () => {
        notify(t('tickets.closed', { ticketId }));
        onClose();
      },
    });
  return (
    <Dialog title={t('tickets.closeTitle', { ticketId })} onClose={onClose} testId="close-dialog">
      <div className="stack">
        <p>{t('tickets.closeText')}</p>
        {close.isError && (
          <p className="form-error" role="alert">
            {errorWords(close.error, t)}
          </p>
        )}
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button
            variant="danger"
            busy={close.isPending}
            onClick={confirm}
            data-testid="close-confirm"
          >
            {t('tickets.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
