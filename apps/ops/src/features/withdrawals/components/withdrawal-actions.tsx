import { errorWords } from '../../../lib/error-words';
import { useMay } from '../../../lib/roles';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import type { OpsWithdrawal } from '../api/list-withdrawals';
import { useRetryWithdrawal } from '../api/retry-withdrawal';

/** Approve and reject, for a withdrawal in review and a role that may. */
function ReviewButtons({
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
  if (order.status !== 'reviewing') return null;

  // Above the market's second-approval amount a first approval leaves it in review.
  const onApprove = () =>
    approve.mutate(order.orderId, {
      onSuccess: (answer) =>
        notify(
          t(
            answer.order.awaitingSecondApprover
              ? 'withdrawals.firstApproved'
              : 'withdrawals.approved',
            { orderId: order.orderId },
          ),
        ),
      onError: (error) => notify(errorWords(error, t), 'bad'),
    });

  return (
    <>
      {mayApprove && (
        <Button
          variant="primary"
          busy={approve.isPending}
          onClick={onApprove}
          data-testid={`approve-${order.orderId}`}
        >
          {t(order.awaitingSecondApprover ? 'withdrawals.approveSecond' : 'withdrawals.approve')}
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
    </>
  );
}

/** Sends again a payout the provider never accepted, for a role that may; nothing otherwise. */
function RetryButton({ order }: { order: OpsWithdrawal }) {
  const { t } = useWords();
  const notify = useNotify();
  const retry = useRetryWithdrawal();
  const mayRetry = useMay('/ops/withdrawals/retry');
  if (!order.awaitingRetry || !mayRetry) return null;
  const onRetry = () =>
    retry.mutate(order.orderId, {
      onSuccess: () => notify(t('withdrawals.retried', { orderId: order.orderId })),
      onError: (error) => notify(errorWords(error, t), 'bad'),
    });
  return (
    <Button
      variant="primary"
      busy={retry.isPending}
      onClick={onRetry}
      data-testid={`retry-${order.orderId}`}
    >
      {t('withdrawals.retry')}
    </Button>
  );
}

/**
 * The risk picture's toggle for every role that reads it; approve and reject for a withdrawal in
 * review, and retry for a payout the provider never accepted, for a role that may.
 */
export function WithdrawalActions({
  order,
  riskOpen,
  riskId,
  onToggleRisk,
  onReject,
}: {
  order: OpsWithdrawal;
  riskOpen: boolean;
  riskId: string;
  onToggleRisk: (orderId: string) => void;
  onReject: (orderId: string) => void;
}) {
  const { t } = useWords();
  const mayRisk = useMay('/ops/withdrawals/risk');
  return (
    <div className="row-actions">
      {mayRisk && (
        <Button
          variant="quiet"
          aria-expanded={riskOpen}
          aria-controls={riskOpen ? riskId : undefined}
          onClick={() => onToggleRisk(order.orderId)}
          data-testid={`risk-open-${order.orderId}`}
        >
          {t(riskOpen ? 'risk.hide' : 'risk.show')}
        </Button>
      )}
      <ReviewButtons order={order} onReject={onReject} />
      <RetryButton order={order} />
    </div>
  );
}
