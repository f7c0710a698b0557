import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorWords } from '../../lib/error-words';
import { formatAmount } from '../../lib/format';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useWithdrawals } from './api/list-withdrawals';
import { RejectDialog } from './components/reject-dialog';
import { WithdrawalFilterBar, filterFieldsOf, filtersOf } from './components/withdrawal-filters';
import { WithdrawalTable } from './components/withdrawal-table';

/**
 * The withdrawal queue: those in review by default, narrowed by stage, market, amount and age;
 * each row opens its player's risk picture before a verdict.
 */
export function WithdrawalsPage() {
  const { t, language } = useWords();
  const [search, setSearch] = useSearchParams();
  const fields = filterFieldsOf(search);
  const list = useWithdrawals(filtersOf(fields));
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [riskOpen, setRiskOpen] = useState<string | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.list) ?? [];
  // Summed per currency from the rows shown: the api's totalAmountMinor adds every currency
  // of the status together, which no one can read as money.
  const totals = new Map<string, number>();
  for (const row of rows)
    totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amountMinor);

  return (
    <>
      <PageHeader title={t('withdrawals.title')} />
      <WithdrawalFilterBar fields={fields} onChange={setSearch} />
      {list.isPending && <LoadingState />}
      {list.isError && (
        <ErrorState text={errorWords(list.error, t)} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && rows.length === 0 && <EmptyState text={t('withdrawals.empty')} />}
      {rows.length > 0 && (
        <section className="panel">
          <p className="panel-summary" data-testid="withdrawal-summary">
            {t('withdrawals.total', {
              count: rows.length,
              total: [...totals].map(([code, sum]) => formatAmount(sum, code)).join(' · '),
            })}
          </p>
          <WithdrawalTable
            rows={rows}
            t={t}
            language={language}
            riskOpen={riskOpen}
            onToggleRisk={(orderId) => setRiskOpen((open) => (open === orderId ? null : orderId))}
            onReject={setRejecting}
          />
          {list.hasNextPage && (
            <Button busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('state.more')}
            </Button>
          )}
        </section>
      )}
      {rejecting && <RejectDialog orderId={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}
