import { useState } from 'react';
import { errorWords } from '../../lib/error-words';
import { useMay } from '../../lib/roles';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useClosureRequests } from './api/list-closures';
import type { ClosureRequest } from './api/list-closures';
import { CloseAccountDialog } from './components/close-account-dialog';
import { ClosureTable } from './components/closure-table';

/**
 * Players' requests to close their account: which can close now (no money left or on its way),
 * and what closing keeps by law. Closing is an admin's act.
 */
export function ClosuresPage() {
  const { t, language } = useWords();
  const list = useClosureRequests();
  const mayClose = useMay('/ops/dataRights/close');
  const [closing, setClosing] = useState<ClosureRequest | null>(null);
  const rows = list.data ?? [];
  return (
    <>
      <PageHeader title={t('closures.title')} />
      <div className="lead stack">
        <p>{t('closures.text')}</p>
        <p className="law" data-testid="closures-law">
          {t('closures.law')}
        </p>
      </div>
      {list.isPending && <LoadingState />}
      {list.isError && (
        <ErrorState text={errorWords(list.error, t)} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && rows.length === 0 && <EmptyState text={t('closures.empty')} />}
      {rows.length > 0 && (
        <section className="panel">
          <ClosureTable
            rows={rows}
            t={t}
            language={language}
            onClose={mayClose ? setClosing : null}
          />
        </section>
      )}
      {closing && <CloseAccountDialog request={closing} onClose={() => setClosing(null)} />}
    </>
  );
}
