import type { OpsWordKey } from '@sorte/words/ops';
import { errorWords } from '../../../lib/error-words';
import { formatAmount, formatMoment, formatSignedAmount } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { usePlayerStatement } from '../api/player-statement';
import type { StatementEntry } from '../api/player-statement';

// The ledger's transaction kinds, worded as the player's own statement words them.
const kindKeys: Record<string, OpsWordKey> = {
  bet: 'kind.bet',
  win: 'kind.win',
  rollback: 'kind.rollback',
  deposit: 'kind.deposit',
  bonus: 'kind.bonus',
  withdrawal_hold: 'kind.withdrawal_hold',
  withdrawal_refund: 'kind.withdrawal_refund',
  promotion: 'kind.promotion',
  adjustment: 'kind.adjustment',
};

/** Every movement of the player's balance from the ledger, newest first, paging back. */
export function StatementList({ playerId }: { playerId: string }) {
  const { t, language } = useWords();
  const statement = usePlayerStatement(playerId);
  const rows = statement.data?.pages.flatMap((page) => page.items) ?? [];
  if (statement.isPending) return <LoadingState />;
  if (statement.isError)
    return (
      <ErrorState text={errorWords(statement.error, t)} onRetry={() => void statement.refetch()} />
    );
  if (rows.length === 0) return <EmptyState text={t('history.statementEmpty')} />;
  return (
    <>
      <DataTable<StatementEntry>
        caption={t('history.statement')}
        rows={rows}
        rowKey={(entry) => String(entry.transactionId)}
        testId="player-statement"
        rowTestId={(entry) => `statement-${entry.transactionId}`}
        columns={[
          {
            key: 'when',
            header: t('history.when'),
            cell: (entry) => (
              <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt, language)}</time>
            ),
          },
          {
            key: 'kind',
            header: t('history.kind'),
            cell: (entry) => (
              <div className="cell-stack">
                <span>{t(kindKeys[entry.kind] ?? 'kind.other')}</span>
                <code className="muted small">{entry.kind}</code>
              </div>
            ),
          },
          {
            key: 'amount',
            header: t('history.amount'),
            align: 'end',
            cell: (entry) => (
              <strong
                className={entry.amountMinor > 0 ? 'amount amount-in' : 'amount'}
                data-testid="statement-amount"
              >
                {formatSignedAmount(entry.amountMinor, entry.currency)}
              </strong>
            ),
          },
          {
            key: 'after',
            header: t('history.balanceAfter'),
            align: 'end',
            cell: (entry) => (
              <span className="amount">
                {formatAmount(entry.balanceAfterMinor, entry.currency)}
              </span>
            ),
          },
          {
            key: 'reference',
            header: t('history.reference'),
            cell: (entry) => <span className="mono small subject">{entry.reference ?? '—'}</span>,
          },
        ]}
      />
      {statement.hasNextPage && (
        <Button busy={statement.isFetchingNextPage} onClick={() => void statement.fetchNextPage()}>
          {t('state.more')}
        </Button>
      )}
    </>
  );
}
