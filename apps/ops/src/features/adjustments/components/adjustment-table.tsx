import { Link } from 'react-router';
import type { Language } from '@sorte/words/languages';
import { formatMoment, formatSignedAmount } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { OpsAdjustment } from '../api/list-adjustments';
import { AdjustmentActions } from './adjustment-actions';

interface TableProps {
  rows: readonly OpsAdjustment[];
  t: Translate;
  language: Language;
  /** The signed-in staff member: their own proposals are marked. */
  username: string;
  onReject: (adjustment: OpsAdjustment) => void;
}

function columns({ t, language, username, onReject }: TableProps): Column<OpsAdjustment>[] {
  return [
    {
      key: 'adjustment',
      header: t('adjustments.adjustment'),
      cell: (adjustment) => (
        <div className="cell-stack">
          <span className="mono">{adjustment.adjustmentId}</span>
          <StatusBadge tone="attention" label={t(`adjustmentStatus.${adjustment.status}`)} />
          <time className="muted small" dateTime={adjustment.createdAt}>
            {formatMoment(adjustment.createdAt, language)}
          </time>
        </div>
      ),
    },
    {
      key: 'player',
      header: t('adjustments.player'),
      cell: (adjustment) => (
        <div className="cell-stack">
          <Link
            className="mono link player-id"
            to={`/players/${encodeURIComponent(adjustment.playerId)}`}
          >
            {adjustment.playerId}
          </Link>
          <span className="muted small">{adjustment.market}</span>
        </div>
      ),
    },
    {
      key: 'amount',
      header: t('adjustments.amount'),
      align: 'end',
      cell: (adjustment) => (
        <div className="cell-stack">
          <strong className="amount" data-testid="adjustment-amount">
            {formatSignedAmount(adjustment.amountMinor, adjustment.currency)}
          </strong>
          <span className="muted small">{t(`account.${adjustment.account}`)}</span>
        </div>
      ),
    },
    {
      key: 'reason',
      header: t('adjustments.reason'),
      cell: (adjustment) => <p className="preview">{adjustment.reason}</p>,
    },
    {
      key: 'proposedBy',
      header: t('adjustments.proposedBy'),
      cell: (adjustment) => (
        <div className="cell-stack">
          <span>{adjustment.proposedBy}</span>
          {adjustment.proposedBy === username && (
            <StatusBadge tone="quiet" label={t('adjustments.yours')} testId="adjustment-yours" />
          )}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('adjustments.actions'),
      cell: (adjustment) => <AdjustmentActions adjustment={adjustment} onReject={onReject} />,
    },
  ];
}

export function AdjustmentTable(props: TableProps) {
  return (
    <DataTable
      caption={props.t('adjustments.title')}
      columns={columns(props)}
      rows={props.rows}
      rowKey={(adjustment) => adjustment.adjustmentId}
      testId="adjustment-table"
      rowTestId={(adjustment) => `adjustment-${adjustment.adjustmentId}`}
    />
  );
}
