import { formatSignedAmount } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      title={t('adjustments.rejectTitle', { adjustmentId })}
      testId="reject-adjustment-dialog"
      confirmLabel={t('adjustments.confirmReject')}
      confirmTestId="reject-adjustment-confirm"
      error={reject.error}
      errorTestId="reject-adjustment-error"
      busy={reject.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        <strong className="amount">
          {formatSignedAmount(adjustment.amountMinor, adjustment.currency)}
        </strong>{' '}
        · {adjustment.playerId}
      </p>
      <p>{t('adjustments.rejectText')}</p>
    </ConfirmDialog>
  );
}
