import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { WithdrawalStatusValue } from '@sorte/contracts';
import { errorWords } from '../../lib/error-words';
import { formatAmount } from '../../lib/format';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { StatusFilter } from '../../components/status-filter';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useWithdrawals } from './api/list-withdrawals';
import { RejectDialog } from './components/reject-dialog';
import { withdrawalStages } from './components/stage-badge';
import { WithdrawalTable } from './components/withdrawal-table';

function statusOf(value: string | null): WithdrawalStatusValue {
  return withdrawalStages.find((status) => status === value) ?? 'reviewing';
}

/** The withdrawal queue: those in review by default, any status on demand. */
export function WithdrawalsPage() {
  const { t, language } = useWords();
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const list = useWithdrawals(status);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.list) ?? [];
  // Summed per currency from the rows shown: the api's totalAmountMinor adds every currency
  // of the status together, which no one can read as money.
  const totals = new Map<string, number>();
  for (const row of rows)
    totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amountMinor);

  return (
    <>
      <PageHeader title={t('withdrawals.title')}>
        <StatusFilter
          label={t('withdrawals.status')}
          value={status}
          options={withdrawalStages}
          wordFor={(each) => t(`stage.${each}`)}
          onChange={(next) => setSearch({ status: next })}
          testId="withdrawal-status-filter"
        />
      </PageHeader>
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
          <WithdrawalTable rows={rows} t={t} language={language} onReject={setRejecting} />
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
