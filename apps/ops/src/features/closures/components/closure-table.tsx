import { Link } from 'react-router';
import type { Language } from '@sorte/words/languages';
import { formatAmount, formatMoment } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { ClosureRequest } from '../api/list-closures';

interface TableProps {
  rows: readonly ClosureRequest[];
  t: Translate;
  language: Language;
  /** Null for a role that may not close accounts: no button is shown. */
  onClose: ((request: ClosureRequest) => void) | null;
}

/** None of the player's money is left or on its way: the one case the api closes. */
export function readyToClose(request: ClosureRequest): boolean {
  return request.balanceMinor <= 0 && request.moneyOnItsWay === 0;
}

function columns({ t, language, onClose }: TableProps): Column<ClosureRequest>[] {
  return [
    {
      key: 'player',
      header: t('closures.player'),
      cell: (request) => (
        <div className="cell-stack">
          <strong>{request.username}</strong>
          {/* The request names the player by user id, which the player search finds exactly. */}
          <Link
            className="link small"
            to={`/players?q=${request.playerId}`}
            data-testid={`closure-player-${request.playerId}`}
          >
            {t('closures.find')} · {t('players.userId', { userId: request.playerId })}
          </Link>
          <span className="muted small">{request.market}</span>
        </div>
      ),
    },
    {
      key: 'requested',
      header: t('closures.requested'),
      cell: (request) => (
        <time dateTime={request.requestedAt}>{formatMoment(request.requestedAt, language)}</time>
      ),
    },
    {
      key: 'balance',
      header: t('closures.balance'),
      align: 'end',
      cell: (request) => (
        <strong className="amount" data-testid="closure-balance">
          {formatAmount(request.balanceMinor, request.currency)}
        </strong>
      ),
    },
    {
      key: 'onItsWay',
      header: t('closures.onItsWay'),
      cell: (request) =>
        request.moneyOnItsWay > 0
          ? t('closures.onItsWayCount', { count: request.moneyOnItsWay })
          : '—',
    },
    {
      key: 'state',
      header: t('closures.state'),
      cell: (request) =>
        readyToClose(request) ? (
          <StatusBadge tone="good" label={t('closures.ready')} testId="closure-state" />
        ) : (
          <StatusBadge tone="attention" label={t('closures.holds')} testId="closure-state" />
        ),
    },
    ...(onClose
      ? [
          {
            key: 'actions',
            header: t('closures.actions'),
            cell: (request: ClosureRequest) =>
              readyToClose(request) ? (
                <Button
                  variant="danger"
                  onClick={() => onClose(request)}
                  data-testid={`close-account-${request.playerId}`}
                >
                  {t('closures.close')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
}

export function ClosureTable(props: TableProps) {
  return (
    <DataTable
      caption={props.t('closures.title')}
      columns={columns(props)}
      rows={props.rows}
      rowKey={(request) => String(request.playerId)}
      testId="closure-table"
      rowTestId={(request) => `closure-${request.playerId}`}
    />
  );
}
