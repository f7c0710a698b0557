import { useState } from 'react';
import { errorWords } from '../../lib/error-words';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useDepositsInReview } from './api/list-deposits';
import type { OpsDeposit } from './api/list-deposits';
import { DepositTable } from './components/deposit-table';
import { ResolveDepositDialog } from './components/resolve-deposit-dialog';
import type { DepositResolution } from './components/resolve-deposit-dialog';

/**
 * Deposits paid with another amount (or currency) than ordered: their money waits in review,
 * neither the player's nor the house's, until staff credit what was paid or refund it.
 */
export function DepositsPage() {
  const { t, language } = useWords();
  const list = useDepositsInReview();
  const [resolving, setResolving] = useState<{
    deposit: OpsDeposit;
    resolution: DepositResolution;
  } | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <PageHeader title={t('deposits.title')} />
      <p className="muted page-intro">{t('deposits.intro')}</p>
      {list.isPending && <LoadingState />}
      {list.isError && (
        <ErrorState text={errorWords(list.error, t)} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && rows.length === 0 && <EmptyState text={t('deposits.empty')} />}
      {rows.length > 0 && (
        <section className="panel">
          <p className="panel-summary" data-testid="deposit-summary">
            {t('deposits.count', { count: rows.length })}
          </p>
          <DepositTable
            rows={rows}
            t={t}
            language={language}
            onResolve={(deposit, resolution) => setResolving({ deposit, resolution })}
          />
          {list.hasNextPage && (
            <Button busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('state.more')}
            </Button>
          )}
        </section>
      )}
      {resolving && (
        <ResolveDepositDialog
          deposit={resolving.deposit}
          resolution={resolving.resolution}
          onClose={() => setResolving(null)}
        />
      )}
    </>
  );
}
