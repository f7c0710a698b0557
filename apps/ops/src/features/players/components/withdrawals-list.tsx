import { errorWords } from '../../../lib/error-words';
import { formatAmount, formatMoment } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import type { Translate } from '../../../lib/words';
import type { Language } from '@sorte/words/languages';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { StageBadge } from '../../../components/stage-badge';
import { usePlayerWithdrawals } from '../api/player-withdrawals';
import type { PlayerWithdrawal } from '../api/player-withdrawals';

function columns(t: Translate, language: Language): Column<PlayerWithdrawal>[] {
  return [
    {
      key: 'order',
      header: t('history.order'),
      cell: (order) => (
        <div className="cell-stack">
          <span className="mono">{order.orderId}</span>
          <StageBadge stage={order.status} />
          {order.rejectionReason && <span className="muted small">{order.rejectionReason}</span>}
          {order.failureReason && <code className="muted small">{order.failureReason}</code>}
        </div>
      ),
    },
    {
      key: 'when',
      header: t('history.when'),
      cell: (order) => {
        const first = order.stages[0]?.at;
        return first ? <time dateTime={first}>{formatMoment(first, language)}</time> : '—';
      },
    },
    {
      key: 'amount',
      header: t('history.amount'),
      align: 'end',
      cell: (order) => (
        <div className="cell-stack">
          <strong className="amount">{formatAmount(order.amountMinor, order.currency)}</strong>
          <span className="muted small">
            {t('history.arrives')}{' '}
            <span className="amount">{formatAmount(order.arrivesMinor, order.currency)}</span>
          </span>
        </div>
      ),
    },
    {
      key: 'destination',
      header: t('history.destination'),
      cell: (order) => (
        <div className="cell-stack">
          <span>{order.accountMasked}</span>
          <span className="muted small">{order.channelId}</span>
        </div>
      ),
    },
  ];
}

/** The player's withdrawals, newest first, with where each went and why one ended without pay. */
export function WithdrawalsList({ playerId }: { playerId: string }) {
  const { t, language } = useWords();
  const withdrawals = usePlayerWithdrawals(playerId);
  const rows = withdrawals.data?.pages.flatMap((page) => page.list) ?? [];
  if (withdrawals.isPending) return <LoadingState />;
  if (withdrawals.isError)
    return (
      <ErrorState
        text={errorWords(withdrawals.error, t)}
        onRetry={() => void withdrawals.refetch()}
      />
    );
  if (rows.length === 0) return <EmptyState text={t('history.withdrawalsEmpty')} />;
  return (
    <>
      <DataTable<PlayerWithdrawal>
        caption={t('history.withdrawals')}
        rows={rows}
        rowKey={(order) => order.orderId}
        testId="player-withdrawals"
        rowTestId={(order) => `player-withdrawal-${order.orderId}`}
        columns={columns(t, language)}
      />
      {withdrawals.hasNextPage && (
        <Button
          busy={withdrawals.isFetchingNextPage}
          onClick={() => void withdrawals.fetchNextPage()}
        >
          {t('state.more')}
        </Button>
      )}
    </>
  );
}
