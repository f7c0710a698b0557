import { useState } from 'react';
import { errorWords } from '../../lib/error-words';
import { useMay } from '../../lib/roles';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useAudit } from './api/list-audit';
import { AuditTable } from './components/audit-table';
import { RevokeDialog } from './components/revoke-dialog';

/** Who changed what, newest first; an admin ends a staff member's sessions from here. */
export function AuditPage() {
  const { t, language } = useWords();
  const audit = useAudit();
  const mayRevoke = useMay('/ops/staff/sessions/revoke');
  const [revoking, setRevoking] = useState(false);
  const rows = audit.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      <PageHeader title={t('audit.title')}>
        {mayRevoke && (
          <Button variant="danger" onClick={() => setRevoking(true)} data-testid="revoke-open">
            {t('audit.revoke')}
          </Button>
        )}
      </PageHeader>
      {audit.isPending && <LoadingState />}
      {audit.isError && (
        <ErrorState text={errorWords(audit.error, t)} onRetry={() => void audit.refetch()} />
      )}
      {audit.isSuccess && rows.length === 0 && <EmptyState text={t('audit.empty')} />}
      {rows.length > 0 && (
        <section className="panel">
          <AuditTable rows={rows} t={t} language={language} />
          {audit.hasNextPage && (
            <Button busy={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
              {t('state.more')}
            </Button>
          )}
        </section>
      )}
      {revoking && <RevokeDialog onClose={() => setRevoking(false)} />}
    </>
  );
}
