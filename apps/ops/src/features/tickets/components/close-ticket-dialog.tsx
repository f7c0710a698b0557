import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      title={t('tickets.closeTitle', { ticketId })}
      testId="close-dialog"
      confirmLabel={t('tickets.close')}
      confirmTestId="close-confirm"
      error={close.error}
      busy={close.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{t('tickets.closeText')}</p>
    </ConfirmDialog>
  );
}
