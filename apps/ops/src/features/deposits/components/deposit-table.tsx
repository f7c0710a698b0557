import type { Language } from '@sorte/words/languages';
import { formatAge, formatAmount, formatMoment } from '../../../lib/format';
import { useMay } from '../../../lib/roles';
import { useWords } from '../../../lib/words';
import type { Translate } from '../../../lib/words';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { OpsDeposit } from '../api/list-deposits';
import { paidAmount } from './resolve-deposit-dialog';
import type { DepositResolution } from './resolve-deposit-dialog';

type OnResolve = (deposit: OpsDeposit, resolution: DepositResolution) => void;

/** Credit and refund, for a role that may; a payment in another currency can only be refunded. */
function DepositActions({ deposit, onResolve }: { deposit: OpsDeposit; onResolve: OnResolve }) {
  const { t } = useWords();
  const mayCredit = useMay('/ops/deposits/credit');
  const mayRefund = useMay('/ops/deposits/refund');
  const sameCurrency = (deposit.paidCurrency ?? deposit.currency) === deposit.currency;
  if (!mayCredit && !mayRefund) return null;
  return (
    <div className="row-actions">
      {mayCredit && sameCurrency && (
        <Button
          variant="primary"
          onClick={() => onResolve(deposit, 'credit')}
          data-testid={`credit-${deposit.orderId}`}
        >
          {t('deposits.credit')}
        </Button>
      )}
      {mayRefund && (
        <Button
          variant="danger"
          onClick={() => onResolve(deposit, 'refund')}
          data-testid={`refund-${deposit.orderId}`}
        >
          {t('deposits.refund')}
        </Button>
      )}
    </div>
  );
}

function columns(t: Translate, language: Language, onResolve: OnResolve): Column<OpsDeposit>[] {
  return [
    {
      key: 'order',
      header: t('deposits.order'),
      cell: (deposit) => (
        <div className="cell-stack">
          <span className="mono">{deposit.orderId}</span>
          <span className="muted small">{deposit.method}</span>
          {/* Why it was held, as the system recorded it (its own words, not the console's). */}
          {deposit.reviewReason && (
            <span className="small system-note" data-testid="deposit-review-reason">
              {t('deposits.systemNote', { reason: deposit.reviewReason })}
            </span>
          )}
          {/* When it was ordered, and how long it has waited: one column less on a tablet. */}
          <span className="muted small">
            <time dateTime={deposit.createdAt}>{formatMoment(deposit.createdAt, language)}</time>
            {' · '}
            <span data-testid="deposit-age">{formatAge(deposit.createdAt, language)}</span>
          </span>
        </div>
      ),
    },
    {
      key: 'player',
      header: t('deposits.player'),
      cell: (deposit) => (
        <div className="cell-stack">
          <span className="mono player-id">{deposit.playerId}</span>
          <span className="muted small">{deposit.market}</span>
        </div>
      ),
    },
    {
      key: 'ordered',
      header: t('deposits.ordered'),
      align: 'end',
      cell: (deposit) => (
        <span className="amount" data-testid="deposit-ordered">
          {formatAmount(deposit.amountMinor, deposit.currency)}
        </span>
      ),
    },
    {
      key: 'paid',
      header: t('deposits.paid'),
      align: 'end',
      cell: (deposit) => (
        <div className="cell-stack">
          <strong className="amount" data-testid="deposit-paid">
            {paidAmount(deposit)}
          </strong>
          {deposit.paidCurrency !== null && deposit.paidCurrency !== deposit.currency && (
            <span className="badges">
              <StatusBadge tone="bad" label={t('deposits.otherCurrency')} />
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('deposits.actions'),
      cell: (deposit) => <DepositActions deposit={deposit} onResolve={onResolve} />,
    },
  ];
}

export function DepositTable({
  rows,
  t,
  language,
  onResolve,
}: {
  rows: readonly OpsDeposit[];
  t: Translate;
  language: Language;
  onResolve: OnResolve;
}) {
  return (
    <DataTable
      caption={t('deposits.title')}
      columns={columns(t, language, onResolve)}
      rows={rows}
      rowKey={(deposit) => deposit.orderId}
      testId="deposit-table"
      rowTestId={(deposit) => `deposit-${deposit.orderId}`}
    />
  );
}
