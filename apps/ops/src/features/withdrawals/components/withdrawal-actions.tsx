import { errorWords } from '../../../lib/error-words';
import { useMay } from '../../../lib/roles';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import type { OpsWithdrawal } from '../api/list-withdrawals';

/** Approve and reject, for a withdrawal in review and a role that may; nothing otherwise. */
export function WithdrawalActions({
  order,
  onReject,
}: {
  order: OpsWithdrawal;
  onReject: (orderId: string) => void;
}) {
  const { t } = useWords();
  const notify = useNotify();
  const approve = useApproveWithdrawal();
  const mayApprove = useMay('/ops/withdrawals/approve');
  const mayReject = useMay('/ops/withdrawals/reject');
  if (order.status !== 'reviewing' || (!mayApprove && !mayReject)) return null;

  const onApprove = () =>
    approve.mutate(order.orderId, {
      onSuccess: () => notify(t('withdrawals.approved', { orderId: order.orderId })),
      onError: (error) => notify(errorWords(error, t), 'bad'),
    });

  return (
    <div className="row-actions">
      {mayApprove && (
        <Button
          variant="primary"
          busy={approve.isPending}
          onClick={onApprove}
          data-testid={`approve-${order.orderId}`}
        >
          {t('withdrawals.approve')}
        </Button>
      )}
      {mayReject && (
        <Button
          variant="danger"
          onClick={() => onReject(order.orderId)}
          data-testid={`reject-${order.orderId}`}
        >
          {t('withdrawals.reject')}
        </Button>
      )}
    </div>
  );
}
