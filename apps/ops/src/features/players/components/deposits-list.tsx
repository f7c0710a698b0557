import type { Tone } from '../../../components/ui/status-badge';
import { errorWords } from '../../../lib/error-words';
import { formatAmount, formatMoment } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { StatusBadge } from '../../../components/ui/status-badge';
import { playerDepositsShownMax, usePlayerDeposits } from '../api/player-deposits';
import type { PlayerDeposit } from '../api/player-deposits';

const tones = {
  created: 'quiet',
  pending: 'progress',
  paid: 'good',
  expired: 'quiet',
  failed: 'bad',
  review: 'attention',
  refunded: 'quiet',
} as const satisfies Record<PlayerDeposit['status'], Tone>;

/** The player's latest deposits with their state, and why one failed or waits for review. */
export function DepositsList({ playerId }: { playerId: string }) {
  const { t, language } = useWords();
  const deposits = usePlayerDeposits(playerId);
  if (deposits.isPending) return <LoadingState />;
  if (deposits.isError)
    return (
      <ErrorState text={errorWords(deposits.error, t)} onRetry={() => void deposits.refetch()} />
    );
  if (deposits.data.length === 0) return <EmptyState text={t('history.depositsEmpty')} />;
  return (
    <>
      <p className="muted small">{t('history.depositsText', { count: playerDepositsShownMax })}</p>
      <DataTable<PlayerDeposit>
        caption={t('history.deposits')}
        rows={deposits.data}
        rowKey={(deposit) => deposit.orderId}
        testId="player-deposits"
        rowTestId={(deposit) => `deposit-${deposit.orderId}`}
        columns={[
          {
            key: 'order',
            header: t('history.order'),
            cell: (deposit) => (
              <div className="cell-stack">
                <span className="mono">{deposit.orderId}</span>
                <StatusBadge
                  tone={tones[deposit.status]}
                  label={t(`depositStatus.${deposit.status}`)}
                />
                {deposit.reason && <span className="muted small">{deposit.reason}</span>}
              </div>
            ),
          },
          {
            key: 'when',
            header: t('history.when'),
            cell: (deposit) => (
              <time dateTime={deposit.createdAt}>{formatMoment(deposit.createdAt, language)}</time>
            ),
          },
          { key: 'method', header: t('history.method'), cell: (deposit) => deposit.method },
          {
            key: 'amount',
            header: t('history.amount'),
            align: 'end',
            cell: (deposit) => (
              <div className="cell-stack">
                <strong className="amount">
                  {formatAmount(deposit.amountMinor, deposit.currency)}
                </strong>
                {deposit.bonusMinor > 0 && (
                  <span className="muted small">
                    {t('history.bonus')}{' '}
                    <span className="amount">
                      {formatAmount(deposit.bonusMinor, deposit.currency)}
                    </span>
                  </span>
                )}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
