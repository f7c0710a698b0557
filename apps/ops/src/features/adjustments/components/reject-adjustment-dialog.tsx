import { errorWords } from '../../../lib/error-words';
import { formatSignedAmount } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useRejectAdjustment } from '../api/reject-adjustment';
import type { OpsAdjustment } from '../api/list-adjustments';

/** Asks before refusing an adjustment: once rejected it can never be posted. */
export function RejectAdjustmentDialog({
  adjustment,
  onClose,
}: {
  adjustment: OpsAdjustment;
  onClose: () => void;
}) {
  const { t } = useWords();
  const notify = useNotify();
  const reject = useRejectAdjustment();
  const { adjustmentId } = adjustment;
  const confirm = () =>
    reject.mutate(adjustmentId, {
      onSuccess: () => {
        notify(t('adjustments.rejected', { adjustmentId }));
        onClose();
      },
    });
  return (
    <Dialog
      title={t('adjustments.rejectTitle', { adjustmentId })}
      onClose={onClose}
      testId="reject-adjustment-dialog"
    >
      <div className="stack">
        <p>
          <strong className="amount">
            {formatSignedAmount(adjustment.amountMinor, adjustment.currency)}
          </strong>{' '}
          · {adjustment.playerId}
        </p>
        <p>{t('adjustments.rejectText')}</p>
        {reject.isError && (
          <p className="form-error" role="alert" data-testid="reject-adjustment-error">
            {errorWords(reject.error, t)}
          </p>
        )}
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button
            variant="danger"
            busy={reject.isPending}
            onClick={confirm}
            data-testid="reject-adjustment-confirm"
          >
            {t('adjustments.confirmReject')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
