import type { Language } from '@sorte/words/languages';
import { formatAmount, formatMoment } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { OpsWithdrawal } from '../api/list-withdrawals';
import { StageBadge } from './stage-badge';
import { WithdrawalActions } from './withdrawal-actions';

function columns(
  t: Translate,
  language: Language,
  onReject: (orderId: string) => void,
): Column<OpsWithdrawal>[] {
  return [
    {
      key: 'order',
      header: t('withdrawals.order'),
      cell: (order) => (
        <div className="cell-stack">
          <span className="mono">{order.orderId}</span>
          <span className="badges">
            <StageBadge stage={order.status} />
            {order.overdue && <StatusBadge tone="bad" label={t('withdrawals.overdue')} />}
          </span>
          {/* When it was asked for sits under the order: one column less on a tablet. */}
          <span className="muted small">
            <time dateTime={order.requestedAt}>{formatMoment(order.requestedAt, language)}</time>
            {order.reviewedBy &&
              ` · ${t('withdrawals.reviewedBy', { username: order.reviewedBy })}`}
          </span>
        </div>
      ),
    },
    {
      key: 'player',
      header: t('withdrawals.player'),
      cell: (order) => <span className="mono player-id">{order.playerId}</span>,
    },
    {
      key: 'amount',
      header: t('withdrawals.amount'),
      align: 'end',
      // What the player receives after fees sits under the amount: one column less on a tablet.
      cell: (order) => (
        <div className="cell-stack">
          <strong className="amount" data-testid="withdrawal-amount">
            {formatAmount(order.amountMinor, order.currency)}
          </strong>
          <span className="muted small" data-testid="withdrawal-arrives">
            {t('withdrawals.arrives')}{' '}
            <span className="amount">{formatAmount(order.arrivesMinor, order.currency)}</span>
          </span>
        </div>
      ),
    },
    {
      key: 'destination',
      header: t('withdrawals.destination'),
      cell: (order) => (
        <div className="cell-stack">
          <span>{order.accountMasked}</span>
          <span className="muted small">{order.channelId}</span>
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('withdrawals.actions'),
      cell: (order) => <WithdrawalActions order={order} onReject={onReject} />,
    },
  ];
}

export function WithdrawalTable({
  rows,
  t,
  language,
  onReject,
}: {
  rows: readonly OpsWithdrawal[];
  t: Translate;
  language: Language;
  onReject: (orderId: string) => void;
}) {
  return (
    <DataTable
      caption={t('withdrawals.title')}
      columns={columns(t, language, onReject)}
      rows={rows}
      rowKey={(order) => order.orderId}
      testId="withdrawal-table"
      rowTestId={(order) => `withdrawal-${order.orderId}`}
    />
  );
}
