import type { Language } from '@sorte/words/languages';
import { formatAmount, formatMoment } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { OpsWithdrawal } from '../api/list-withdrawals';
import { RiskPanel } from './risk-panel';
import { StageBadge } from '../../../components/stage-badge';
import { WithdrawalActions } from './withdrawal-actions';

interface RowHandlers {
  riskOpen: string | null;
  onToggleRisk: (orderId: string) => void;
  onReject: (orderId: string) => void;
}

const riskIdOf = (orderId: string) => `risk-panel-${orderId}`;

/**
 * The order, its stage and flags (overdue, waiting for a second approver, not accepted by the
 * provider), when it was asked for and who acted on it: one column, so a tablet keeps its width.
 */
function OrderCell({
  order,
  t,
  language,
}: {
  order: OpsWithdrawal;
  t: Translate;
  language: Language;
}) {
  return (
    <div className="cell-stack">
      <span className="mono">{order.orderId}</span>
      <span className="badges">
        <StageBadge stage={order.status} testId="withdrawal-stage" />
        {order.overdue && <StatusBadge tone="bad" label={t('withdrawals.overdue')} />}
        {order.awaitingSecondApprover && (
          <StatusBadge
            tone="attention"
            label={t('withdrawals.awaitingSecond')}
            testId="withdrawal-awaiting-second"
          />
        )}
        {order.awaitingRetry && (
          <StatusBadge
            tone="bad"
            label={t('withdrawals.awaitingRetry')}
            testId="withdrawal-awaiting-retry"
          />
        )}
      </span>
      {order.firstApprovedBy && (
        <span className="small" data-testid="withdrawal-first-approver">
          {t('withdrawals.firstApprovedBy', { username: order.firstApprovedBy })}
        </span>
      )}
      {order.awaitingRetry && (
        <span className="small" data-testid="withdrawal-send-error">
          {t('withdrawals.sendFailed', { attempts: order.payoutSendAttempts })}
          {order.payoutSendError && ` ${order.payoutSendError}`}
        </span>
      )}
      {/* When it was asked for sits under the order: one column less on a tablet. */}
      <span className="muted small">
        <time dateTime={order.requestedAt}>{formatMoment(order.requestedAt, language)}</time>
        {order.reviewedBy && ` · ${t('withdrawals.reviewedBy', { username: order.reviewedBy })}`}
      </span>
    </div>
  );
}

function columns(t: Translate, language: Language, handlers: RowHandlers): Column<OpsWithdrawal>[] {
  return [
    {
      key: 'order',
      header: t('withdrawals.order'),
      cell: (order) => <OrderCell order={order} t={t} language={language} />,
    },
    {
      key: 'player',
      header: t('withdrawals.player'),
      cell: (order) => (
        <div className="cell-stack">
          <span className="mono player-id">{order.playerId}</span>
          <span className="muted small">{order.market}</span>
        </div>
      ),
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
      cell: (order) => (
        <WithdrawalActions
          order={order}
          riskOpen={handlers.riskOpen === order.orderId}
          riskId={riskIdOf(order.orderId)}
          onToggleRisk={handlers.onToggleRisk}
          onReject={handlers.onReject}
        />
      ),
    },
  ];
}

/** The queue; a row opened shows its player's risk picture under itself, before any verdict. */
export function WithdrawalTable({
  rows,
  t,
  language,
  ...handlers
}: RowHandlers & {
  rows: readonly OpsWithdrawal[];
  t: Translate;
  language: Language;
}) {
  return (
    <DataTable
      caption={t('withdrawals.title')}
      columns={columns(t, language, handlers)}
      detail={(order) =>
        handlers.riskOpen === order.orderId ? (
          <RiskPanel orderId={order.orderId} id={riskIdOf(order.orderId)} />
        ) : null
      }
      rows={rows}
      rowKey={(order) => order.orderId}
      testId="withdrawal-table"
      rowTestId={(order) => `withdrawal-${order.orderId}`}
    />
  );
}
