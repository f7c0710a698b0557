import { errorWords } from '../../../lib/error-words';
import { useMay } from '../../../lib/roles';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { useApproveAdjustment } from '../api/approve-adjustment';
import type { OpsAdjustment } from '../api/list-adjustments';

/**
 * Approve and reject, for a role that may. Approve stays offered on one's own proposal: the
 * api's refusal is then shown in the row, in the staff member's words, so the rule is plain.
 */
export function AdjustmentActions({
  adjustment,
  onReject,
}: {
  adjustment: OpsAdjustment;
  onReject: (adjustment: OpsAdjustment) => void;
}) {
  const { t } = useWords();
  const notify = useNotify();
  const approve = useApproveAdjustment();
  const mayApprove = useMay('/ops/adjustments/approve');
  const mayReject = useMay('/ops/adjustments/reject');
  if (!mayApprove && !mayReject) return null;
  const { adjustmentId } = adjustment;
  const onApprove = () =>
    approve.mutate(adjustmentId, {
      onSuccess: () => notify(t('adjustments.approved', { adjustmentId })),
    });
  return (
    <div className="cell-stack">
      <div className="row-actions">
        {mayApprove && (
          <Button
            variant="primary"
            busy={approve.isPending}
            onClick={onApprove}
            data-testid={`approve-${adjustmentId}`}
          >
            {t('adjustments.approve')}
          </Button>
        )}
        {mayReject && (
          <Button
            variant="danger"
            onClick={() => onReject(adjustment)}
            data-testid={`reject-${adjustmentId}`}
          >
            {t('adjustments.reject')}
          </Button>
        )}
      </div>
      {approve.isError && (
        <p className="field-error" role="alert" data-testid={`adjustment-error-${adjustmentId}`}>
          {errorWords(approve.error, t)}
        </p>
      )}
    </div>
  );
}
