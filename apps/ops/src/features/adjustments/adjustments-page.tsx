import { useState } from 'react';
import { errorWords } from '../../lib/error-words';
import { useSession } from '../../lib/session';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { usePendingAdjustments } from './api/list-adjustments';
import type { OpsAdjustment } from './api/list-adjustments';
import { AdjustmentTable } from './components/adjustment-table';
import { RejectAdjustmentDialog } from './components/reject-adjustment-dialog';

/** Manual adjustments waiting for a second staff member: approve or reject, never one's own. */
export function AdjustmentsPage() {
  const { t, language } = useWords();
  const username = useSession()?.username ?? '';
  const list = usePendingAdjustments();
  const [rejecting, setRejecting] = useState<OpsAdjustment | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      <PageHeader title={t('adjustments.title')} />
      <p className="lead" data-testid="adjustments-rule">
        {t('adjustments.text')}
      </p>
      {list.isPending && <LoadingState />}
      {list.isError && (
        <ErrorState text={errorWords(list.error, t)} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && rows.length === 0 && <EmptyState text={t('adjustments.empty')} />}
      {rows.length > 0 && (
        <section className="panel">
          <AdjustmentTable
            rows={rows}
            t={t}
            language={language}
            username={username}
            onReject={setRejecting}
          />
          {list.hasNextPage && (
            <Button busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('state.more')}
            </Button>
          )}
        </section>
      )}
      {rejecting && (
        <RejectAdjustmentDialog adjustment={rejecting} onClose={() => setRejecting(null)} />
      )}
    </>
  );
}
